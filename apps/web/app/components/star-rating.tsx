/** Five filled stars read out as one phrase (ratings are out of 5, spec section 9). */
export function StarRating({
  rating = 5,
  className = 'text-accent',
}: {
  rating?: number;
  className?: string;
}) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={`flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          className="h-4 w-4"
          aria-hidden="true"
          fill={index < rating ? 'currentColor' : 'none'}
          stroke="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  );
}
