import { LEAD_QUALITY_MIN_LEADS, LEAD_QUALITY_WINDOW_DAYS } from '@app/shared';

/** What each figure means, in the words the API documentation uses (issue 22.5). */
export function HowWeCount() {
  return (
    <section aria-labelledby="how-we-count" className="mt-10 max-w-3xl">
      <h2 id="how-we-count" className="text-2xl font-bold tracking-tight text-brand-900">
        How we count
      </h2>
      <dl className="mt-4 space-y-4 text-slate-700">
        <div>
          <dt className="font-semibold text-ink">Leads published</dt>
          <dd>Leads that went on sale in the last {LEAD_QUALITY_WINDOW_DAYS} days.</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Median time to first buyer</dt>
          <dd>
            For the leads that sold, the time from going on sale to the first purchase; half sold faster, half
            slower.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Contact rate</dt>
          <dd>
            Of the purchases buyers kept, the share whose buyer moved the lead to contacted or further in
            their pipeline. Buyers who never update their pipeline count as not reached, so the true rate is,
            if anything, higher.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Return rate</dt>
          <dd>Of all purchases, the share we refunded or replaced after the buyer asked.</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Why some states show no figures</dt>
          <dd>
            A state needs at least {LEAD_QUALITY_MIN_LEADS} leads in the window before we publish its figures:
            fewer say more about chance than about the leads.
          </dd>
        </div>
      </dl>
    </section>
  );
}
