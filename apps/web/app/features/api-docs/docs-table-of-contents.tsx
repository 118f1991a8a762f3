export const DOCS_SECTIONS = [
  { id: 'authentication', title: 'Authentication' },
  { id: 'postman', title: 'Try it in Postman' },
  { id: 'endpoint', title: 'The endpoint' },
  { id: 'examples', title: 'Request examples' },
  { id: 'sample-response', title: 'Sample response' },
  { id: 'status', title: "Send a lead's status back" },
  { id: 'status-ghl', title: 'Status from Go High Level' },
  { id: 'opt-outs', title: 'Sellers who opt out' },
  { id: 'tutorials', title: 'Tutorial videos' },
  { id: 'members', title: 'Connect from your account' },
  { id: 'support', title: 'Support' },
] as const;

export type DocsSectionId = (typeof DOCS_SECTIONS)[number]['id'];
export const docsTitle = (id: DocsSectionId) => DOCS_SECTIONS.find((section) => section.id === id)!.title;

export function DocsTableOfContents() {
  return (
    <nav aria-label="On this page" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <p className="text-sm font-bold uppercase tracking-widest text-slate-600">On this page</p>
      <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {DOCS_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
