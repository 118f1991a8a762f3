/**
 * A 24 px line icon drawn in the current text colour: the menu buttons' bars and cross, the
 * landing page's feature glyphs, the CSV download button's arrow.
 */
export function StrokeIcon({ path, className = 'h-6 w-6' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
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
