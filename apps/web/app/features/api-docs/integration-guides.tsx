import { InlineCode } from './docs-section';

/**
 * Step-by-step guides to the three delivery channels (issue: lead delivery). They describe what
 * the product really does: keep them in step with apps/api/src/modules/{webhooks,integrations}.
 */
const GUIDES = [
  {
    id: 'guide-webhook',
    title: 'Connect a webhook',
    steps: [
      <>
        In your account open <strong>Purchased → Premium Leads → Connect Webhook</strong> and enter an{' '}
        <InlineCode>https://</InlineCode> URL of your server, Zapier or Make. Addresses inside private
        networks are refused.
      </>,
      <>
        Copy the signing secret (it starts with <InlineCode>whsec_</InlineCode>): it is shown once. Press{' '}
        <strong>Send test event</strong> to receive a <InlineCode>test.ping</InlineCode>.
      </>,
      <>
        Every purchase is POSTed as JSON with the event type <InlineCode>lead.purchased</InlineCode> and the
        full lead under <InlineCode>data</InlineCode> — the same fields as the API response above. When a
        seller of a lead you bought asks not to be contacted, a <InlineCode>lead.opt_out</InlineCode> event
        follows (see{' '}
        <a className="font-semibold text-brand-700 underline" href="#opt-outs">
          Sellers who opt out
        </a>
        ).
      </>,
      <>
        Verify each request with the Standard Webhooks headers <InlineCode>webhook-id</InlineCode>,{' '}
        <InlineCode>webhook-timestamp</InlineCode> and <InlineCode>webhook-signature</InlineCode>, for example
        with the <InlineCode>standardwebhooks</InlineCode> package:{' '}
        <InlineCode>new Webhook(secret).verify(body, headers)</InlineCode>. Answer with any 2xx within 15
        seconds; redirects are not followed.
      </>,
      <>
        If your server is down we retry after 5 seconds, 5 minutes, 30 minutes, 2, 5, 10 and 10 hours, always
        with the same <InlineCode>webhook-id</InlineCode> so you can ignore duplicates. The delivery log shows
        every attempt and lets you replay any of them. After more than a day of failures the endpoint is
        turned off and we email you; nothing is lost.
      </>,
      <>
        Saved searches with alerts also send a <InlineCode>leads.matched</InlineCode> event when new leads you
        would want are published.
      </>,
    ],
  },
  {
    id: 'guide-sheet',
    title: 'Connect a Google Sheet',
    steps: [
      <>
        Create a Google Sheet with a tab named <InlineCode>Leads</InlineCode> (or any name you like).
      </>,
      <>
        Open <strong>Purchased → Premium Leads → Connect Sheet</strong>: it shows our service account&apos;s
        email. In the sheet, press <strong>Share</strong> and add that email as an <strong>Editor</strong>.
      </>,
      <>
        Paste the sheet&apos;s link and the tab name, then press <strong>Connect sheet</strong>. The page
        shows a code such as <InlineCode>sellersignal-verify-…</InlineCode>: add a tab named{' '}
        <InlineCode>SellerSignal</InlineCode> to the sheet, paste the code into its cell{' '}
        <InlineCode>A1</InlineCode> and press <strong>Verify sheet</strong>. We write only into sheets whose
        owner has done this, so nobody can send leads into a sheet that is not theirs; a new link asks for a
        new code.
      </>,
      <>
        From then on each new purchase is added as a row within a minute: first name, last name, phone,
        street, city, state, ZIP, property type, MLS, reason, timeline, lead type, price paid, purchase time
        and lead ID. Values are written as plain text, never run as formulas.
      </>,
      <>
        Prefer a formula? Create a CSV feed link on the same page and use{' '}
        <InlineCode>=IMPORTDATA(&quot;…&quot;)</InlineCode>. Google refreshes it about once an hour and it
        lists all your leads; the feed has its own token, never your API key, and you can revoke it at any
        time.
      </>,
    ],
  },
  {
    id: 'guide-ghl',
    title: 'Connect Go High Level',
    steps: [
      <>
        In Go High Level open <strong>Settings → Private Integrations</strong>, create one with the{' '}
        <InlineCode>contacts.write</InlineCode> scope and copy its token. Your Location ID is under{' '}
        <strong>Settings → Business Profile</strong>.
      </>,
      <>
        Open <strong>Purchased → Premium Leads → Connect Go High Level</strong> and paste both. The token is
        stored encrypted and never shown again.
      </>,
      <>
        Each purchase becomes a contact (created or updated by phone): first and last name, phone in +1
        format, address, city, state, postal code, source <InlineCode>SellerSignal</InlineCode> and the tags{' '}
        <InlineCode>sellersignal</InlineCode> and <InlineCode>premium-lead</InlineCode> or{' '}
        <InlineCode>exclusive-lead</InlineCode>, with the property details as a note — ready to start your
        workflows.
      </>,
      <>
        When Go High Level asks us to slow down we wait and retry; if it refuses the token, the error is shown
        on the Connect page so you can fix it.
      </>,
      <>
        Map your pipeline stages to our statuses on the same page, and a stage change in Go High Level moves
        the lead here too (see{' '}
        <a className="font-semibold text-brand-700 underline" href="#status-ghl">
          Status from Go High Level
        </a>
        ).
      </>,
    ],
  },
];

export function IntegrationGuides() {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      {GUIDES.map((guide) => (
        <section
          key={guide.id}
          aria-labelledby={guide.id}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 id={guide.id} className="text-lg font-bold text-ink">
            {guide.title}
          </h3>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-slate-700">
            {guide.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
