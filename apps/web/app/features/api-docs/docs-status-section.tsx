import { PIPELINE_STATUSES, statusChangeCurl, STATUS_API_PATH } from '@app/shared';
import { site } from '../../config/site';
import { usePageOrigin } from '../../lib/use-page-origin';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';

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
        pipeline shows it; a lead that is not yours, or was refunded, answers 404. The pull API gives every
        lead its <InlineCode>pipeline_status</InlineCode> and <InlineCode>status_changed_at</InlineCode>, so
        you can read back what was changed here, in your account or by Go High Level.
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
