import { PIPELINE_STATUSES } from '@app/shared';
import { site } from '../../config/site';
import { usePageOrigin } from '../../lib/use-page-origin';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';

export const STATUS_API_PATH = '/api/v1/leads/change-purchased-lead-status';

/** The documented request: move a lead (by its pull-API `id`) to contacted, with a note. */
export function statusChangeCurl(baseUrl: string, apiKey: string, leadId: string): string {
  const body = JSON.stringify({
    lead_id: leadId,
    status: 'contacted',
    note: 'First call made from our CRM.',
  });
  return `curl -sS -X POST -H "x-api-key: ${apiKey}" -H "content-type: application/json" \\\n  -d '${body}' \\\n  "${baseUrl.replace(/\/+$/, '')}${STATUS_API_PATH}"\n`;
}

/** Issue 22.3: a CRM sends a lead's status back with the same key that pulls the leads. */
export function StatusSection() {
  const origin = usePageOrigin();
  return (
    <DocsSection id="status" title={docsTitle('status')}>
      <p>
        Your CRM can move a lead in your {site.name} pipeline with the same key: send a{' '}
        <InlineCode>POST</InlineCode> to <InlineCode>{STATUS_API_PATH}</InlineCode> with the lead&apos;s{' '}
        <InlineCode>id</InlineCode> from the pull API as <InlineCode>lead_id</InlineCode> and one of these
        statuses:{' '}
        {PIPELINE_STATUSES.map((s, i) => (
          <span key={s}>
            {i > 0 && ', '}
            <InlineCode>{s}</InlineCode>
          </span>
        ))}
        . An optional <InlineCode>note</InlineCode> (up to 2,000 characters) goes into the lead&apos;s
        history. With <InlineCode>closed</InlineCode> you may add <InlineCode>deal_type</InlineCode>{' '}
        (assignment, double_close, flip or listing) and <InlineCode>revenue_cents</InlineCode>.
      </p>
      <p>
        Any status may follow any other, the change is recorded as made through the API, and sending the
        status a lead already has records nothing new, so a retry is safe. The answer is the lead as your
        pipeline shows it; a lead that is not yours, or was refunded, answers 404.
      </p>
      <pre
        tabIndex={0}
        aria-label="Example status change request"
        className="overflow-auto rounded-2xl bg-ink p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{statusChangeCurl(origin, 'YOUR_API_KEY', 'LEAD_ID_FROM_THE_PULL_API')}</code>
      </pre>
    </DocsSection>
  );
}
