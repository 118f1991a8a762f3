import type { FaqEntry } from '../../config/faq';

/** schema.org FAQPage data so search engines can show the answers; `<` is escaped so no text can close the tag. */
export function FaqJsonLd({ entries }: { entries: readonly FaqEntry[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
