import { CopyValueButton } from '../../components/copy-value-button';
import { DeliveryCard } from '../../components/delivery-card';
import { SAMPLE_HEADERS, VERIFY_SNIPPET, samplePayload } from './webhook-samples';

/** The payload and the Standard Webhooks headers, and a Node receiver that checks them. */
export function WebhookVerifyGuide() {
  return (
    <DeliveryCard
      title="How to verify"
      description="Every purchase is POSTed to your URL as JSON, signed per the Standard Webhooks specification. Check the signature before you trust a lead."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <div>
            <h3 className="font-semibold text-ink">Headers</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {SAMPLE_HEADERS.map((header) => (
                <div key={header.name}>
                  <dt className="font-mono font-semibold text-brand-900">{header.name}</dt>
                  <dd className="text-slate-700">{header.meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="text-sm text-slate-700">
            A delivery that gets no 2xx answer is retried 7 more times over about a day (5 s, 5 min, 30 min, 2
            h, 5 h, 10 h, 10 h). If all of them fail we turn the endpoint off and email you; nothing is lost,
            you can replay from the log.
          </p>
          <details className="rounded-xl border border-slate-200">
            <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-brand-900 hover:bg-slate-50">
              Sample payload (lead.purchased)
            </summary>
            <pre
              tabIndex={0}
              aria-label="Sample payload"
              className="overflow-auto border-t border-slate-200 bg-slate-50 p-4 text-xs leading-relaxed text-ink"
            >
              <code>{samplePayload()}</code>
            </pre>
          </details>
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-ink">Node receiver</h3>
            <CopyValueButton value={VERIFY_SNIPPET} label="the Node receiver example" />
          </div>
          <pre
            tabIndex={0}
            aria-label="Node receiver example"
            className="mt-2 overflow-auto rounded-xl bg-ink p-4 text-xs leading-relaxed text-slate-100"
          >
            <code>{VERIFY_SNIPPET}</code>
          </pre>
        </div>
      </div>
    </DeliveryCard>
  );
}
