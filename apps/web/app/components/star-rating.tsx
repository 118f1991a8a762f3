/** Width of the filled row for 0-5 whole stars: 1.125rem per star (1rem star + its 0.125rem gap). */
const FILLED_WIDTH = [
  'w-0',
  'w-[1.125rem]',
  'w-[2.25rem]',
  'w-[3.375rem]',
  'w-[4.5rem]',
  'w-[5.5rem]',
] as const;

/**
 * Five stars read out as one phrase (ratings are out of 5, docs/product.md §9). Drawn as two masked
 * rows (app.css: .star-row), outlined under filled, instead of five SVGs per rating: the landing
 * page shows 68 ratings, and their SVGs were half of its HTML (issue 8).
 */
export function StarRating({
  rating = 5,
  className = 'text-accent',
}: {
  rating?: number;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={`relative h-4 w-[5.5rem] ${className}`}
    >
      {filled < 5 && <span aria-hidden="true" className="star-row star-row-outline absolute inset-0" />}
      <span aria-hidden="true" className={`star-row absolute inset-y-0 left-0 ${FILLED_WIDTH[filled]}`} />
    </div>
  );
}
