/** A figure that does not exist yet (nothing bought): a dash for the eye, words for a screen reader. */
export function Figure({ text }: { text: string | null }) {
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none yet</span>
    </>
  );
}
