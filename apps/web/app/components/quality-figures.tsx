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

/** A place's three figures past the count, as table cells: time to first buyer, contact and return rates. */
export function QualityFigureCells({
  texts,
  className,
}: {
  texts: { firstBuyer: string | null; contact: string | null; returned: string | null };
  className: string;
}) {
  return (
    <>
      <td className={className}>
        <Figure text={texts.firstBuyer} />
      </td>
      <td className={className}>
        <Figure text={texts.contact} />
      </td>
      <td className={className}>
        <Figure text={texts.returned} />
      </td>
    </>
  );
}
