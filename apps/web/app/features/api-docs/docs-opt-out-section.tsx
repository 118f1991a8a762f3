import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';
import { SAMPLE_OPT_OUT_EVENT } from './sample-opt-out-event';

/**
 * Issue 19.1: a seller can take their number out of our data. Buyers learn it from the lead's
 * `do_not_contact` field and, with a webhook, from a `lead.opt_out` event.
 */
export function OptOutSection() {
  return (
    <DocsSection id="opt-outs" title={docsTitle('opt-outs')}>
      <p>
        A homeowner can ask us to stop selling their number. From then on every lead you bought with that
        number has <InlineCode>do_not_contact: true</InlineCode> in the API, the CSV (column{' '}
        <strong>Do Not Contact</strong>) and your account: keep the record, but do not call or text the
        seller. Check the field before you dial, and remove the contact from your dialer and CRM campaigns.
      </p>
      <p>
        If you bought the lead in the 90 days before the opt-out, we also email you, and every webhook you
        have turned on receives a <InlineCode>lead.opt_out</InlineCode> event, signed with the same Standard
        Webhooks headers as <InlineCode>lead.purchased</InlineCode> and retried the same way. It names the
        lead by its <InlineCode>id</InlineCode>, phone and address, so you can find the contact you created
        from it:
      </p>
      <pre
        tabIndex={0}
        aria-label="Sample lead.opt_out event"
        className="overflow-auto rounded-2xl bg-ink p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{JSON.stringify(SAMPLE_OPT_OUT_EVENT, null, 2)}</code>
      </pre>
    </DocsSection>
  );
}
