/**
 * A 24 px line icon drawn in the current text colour: the menu buttons' bars and cross, the
 * landing page's feature glyphs.
 */
export function StrokeIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
