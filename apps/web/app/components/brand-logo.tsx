import { Link } from 'react-router';
import { site } from '../config/site';

/** The mark: a house whose roof line doubles as a signal wave — a seller signalling intent. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b3a29" />
      <path d="M10 21.5 20 13l10 8.5V30a1 1 0 0 1-1 1h-6v-6h-6v6h-6a1 1 0 0 1-1-1z" fill="#1f9d6b" />
      <path
        d="M8.5 18 20 8.5 31.5 18"
        fill="none"
        stroke="#f5a524"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="9.5" r="2" fill="#f5a524" />
    </svg>
  );
}

/** Logo and brand name linking to / (docs/product.md §2.2). */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight ${
        tone === 'dark' ? 'text-brand-900' : 'text-white'
      }`}
    >
      <LogoMark />
      <span>{site.name}</span>
      <span className="sr-only"> home page</span>
    </Link>
  );
}
