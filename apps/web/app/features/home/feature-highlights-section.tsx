import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/section-heading';
import { site } from '../../config/site';
import { FeatureHighlightCard } from './feature-highlight-card';
import { FEATURE_HIGHLIGHTS, type FeatureHighlight } from './feature-highlights-data';

const svg = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="h-6 w-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const ICONS: Record<FeatureHighlight['title'], ReactNode> = {
  'Exclusive Leads': svg(<path d="M12 3l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.4l6-.9z" />),
  'Premium Leads': svg(
    <>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </>,
  ),
  Features: svg(
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>,
  ),
  Wallet: svg(
    <>
      <path d="M3 7a2 2 0 0 1 2-2h13v4" />
      <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
      <circle cx="16" cy="14.5" r="1.2" fill="currentColor" />
    </>,
  ),
};

/** Home section 6: the four feature highlights of docs/product.md §2. */
export function FeatureHighlightsSection() {
  return (
    <section aria-labelledby="highlights-title" className="scroll-mt-24 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="highlights-title"
          eyebrow="Everything in one account"
          title={`What you get with ${site.name}`}
        >
          <p>Two kinds of leads, the tools to work them and one wallet to pay for them.</p>
        </SectionHeading>
        <div className="mt-14 grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_HIGHLIGHTS.map((item) => (
            <FeatureHighlightCard key={item.title} item={item} icon={ICONS[item.title]} />
          ))}
        </div>
      </div>
    </section>
  );
}
