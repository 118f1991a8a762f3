/** A list of short selling points, each behind a check mark. */
export function CheckList({
  items,
  className = '',
  tone = 'light',
}: {
  items: readonly string[];
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg
            viewBox="0 0 20 20"
            className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'dark' ? 'text-accent' : 'text-brand-600'}`}
            aria-hidden="true"
            fill="currentColor"
          >
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
