import { GHL_EVENTS_PATH, SAMPLE_GHL_STAGE_EVENT, SAMPLE_GHL_STAGE_EVENT_ANSWER } from '@app/shared';
import { site } from '../../config/site';
import { usePageOrigin } from '../../lib/use-page-origin';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';

const codeBlock = 'overflow-auto rounded-2xl bg-ink p-4 text-sm leading-relaxed text-slate-100';

/**
 * Issue 22.3: Go High Level moves a lead by itself. Keep in step with
 * apps/api/src/modules/integrations/go-high-level-events.service.ts and decision 037.
 */
export function GhlStatusSection() {
  const origin = usePageOrigin();
  return (
    <DocsSection id="status-ghl" title={docsTitle('status-ghl')}>
      <p>
        If you work your leads in Go High Level, you need not call the API: when an opportunity moves to
        another stage of your pipeline, Go High Level tells {site.name} and the lead moves with it. The
        lead&apos;s history says the change came from Go High Level, and the pull API above shows the new{' '}
        <InlineCode>pipeline_status</InlineCode>.
      </p>
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          <strong>Connect Go High Level</strong> in your account (Purchased → Premium Leads → Connect Go High
          Level). Every lead you buy becomes a contact in your location; the opportunities you open for that
          contact are how we find the lead again.
        </li>
        <li>
          <strong>Map your stages</strong> on the same page, under <em>Status back from Go High Level</em>:
          for each stage that matters, choose the status it means (for example <em>Called</em> → Contacted,{' '}
          <em>Under contract</em> → Under contract, <em>Won</em> → Closed). Press{' '}
          <strong>Load my stages from Go High Level</strong> to pick them from your pipelines (your token
          needs the <InlineCode>opportunities.readonly</InlineCode> scope), or add each one by its stage ID
          and a name. A stage you do not map changes nothing.
        </li>
        <li>
          <strong>Send the stage changes to us.</strong> Go High Level signs the webhooks of its Marketplace
          apps with its own key, and we read only signed ones. In the developer portal, in your app&apos;s{' '}
          <strong>Advanced settings → Webhooks</strong>, switch on{' '}
          <InlineCode>OpportunityStageUpdate</InlineCode> with this URL, and install the app in the
          sub-account you connected:
          <pre tabIndex={0} aria-label="Go High Level webhook URL" className={`${codeBlock} mt-2`}>
            <code>{`POST ${origin.replace(/\/+$/, '')}${GHL_EVENTS_PATH}`}</code>
          </pre>
        </li>
      </ol>
      <p>
        Go High Level sends an event like this one, with its signature in the{' '}
        <InlineCode>X-GHL-Signature</InlineCode> header (Ed25519; the older RSA{' '}
        <InlineCode>X-WH-Signature</InlineCode> is accepted too):
      </p>
      <pre tabIndex={0} aria-label="Sample OpportunityStageUpdate event" className={codeBlock}>
        <code>{JSON.stringify(SAMPLE_GHL_STAGE_EVENT, null, 2)}</code>
      </pre>
      <p>
        We find your lead by the location and the contact, move it to the status you mapped for{' '}
        <InlineCode>pipelineStageId</InlineCode>, and answer:
      </p>
      <pre tabIndex={0} aria-label="Answer to the sample event" className={codeBlock}>
        <code>{JSON.stringify(SAMPLE_GHL_STAGE_EVENT_ANSWER, null, 2)}</code>
      </pre>
      <p>
        A request without a valid signature gets a <InlineCode>401</InlineCode> and changes nothing. Every
        signed, well-formed event is answered <InlineCode>200</InlineCode>, with an{' '}
        <InlineCode>outcome</InlineCode> that says what it did: <InlineCode>changed</InlineCode>;{' '}
        <InlineCode>unchanged</InlineCode> (the lead already had that status);{' '}
        <InlineCode>duplicate</InlineCode> (the same <InlineCode>webhookId</InlineCode> again, applied once
        only); <InlineCode>stale</InlineCode> (the event happened before the lead&apos;s last change, which
        stands); <InlineCode>unknown_stage</InlineCode> (a stage you did not map);{' '}
        <InlineCode>unknown_opportunity</InlineCode> (a contact we did not send to that location); or{' '}
        <InlineCode>not_in_pipeline</InlineCode> (a refunded or replaced lead). Status changes follow the same
        rules as in your account and through the API. The Connect Go High Level page lists the latest events
        about your contacts and what each did; a stage you have not mapped yet can be mapped from there.
      </p>
    </DocsSection>
  );
}
