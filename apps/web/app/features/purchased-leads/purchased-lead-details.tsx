import type { ReactNode } from 'react';
import type { OwnedLead } from '@app/shared';
import { formatDateTime } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { formatThousands } from '../../lib/format-number';
import { choiceText, conditionText, occupancyText, percentText, sizeText } from '../../lib/lead-details-text';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

export function Detail({
  label,
  isWide = false,
  children,
}: {
  label: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={isWide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Issue 18.4: the number was on a Do-Not-Call or litigator list when last checked. */
export function DncWarning({ lead }: { lead: OwnedLead }) {
  if (lead.dnc !== true) return null;
  return (
    <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">
      On a Do-Not-Call list: check before you call
    </p>
  );
}

export function SellerEmail({ lead }: { lead: OwnedLead }) {
  if (lead.seller_email === null) return null;
  return (
    <a href={`mailto:${lead.seller_email}`} className={`block break-all text-sm ${linkClass}`}>
      {lead.seller_email}
    </a>
  );
}

function equityText(lead: OwnedLead): string | null {
  if (lead.equity === null) return null;
  const percent = lead.equity_percent === null ? '' : ` (${percentText(lead.equity_percent)})`;
  return `${formatMoney(lead.equity)}${percent}`;
}

/**
 * The property and the money of issue 18.3 as more rows of the card's facts, leaving out what
 * the lead does not say.
 */
export function PropertyFacts({ lead }: { lead: OwnedLead }) {
  const equity = equityText(lead);
  const facts: [label: string, value: string | null][] = [
    ['Home', sizeText(lead)],
    ['Lot', lead.lot_size_sqft === null ? null : `${formatThousands(lead.lot_size_sqft)} sq ft`],
    ['Year built', lead.year_built === null ? null : String(lead.year_built)],
    ['Condition', lead.condition === null ? null : conditionText(lead.condition)],
    ['Occupancy', lead.occupancy === null ? null : occupancyText(lead.occupancy)],
    ['Estimated value', lead.estimated_value === null ? null : formatMoney(lead.estimated_value)],
    ['Mortgage balance', lead.mortgage_balance === null ? null : formatMoney(lead.mortgage_balance)],
    ['Equity', equity],
    ['Asking price', lead.asking_price === null ? null : formatMoney(lead.asking_price)],
    ['County', lead.county],
    ['Lead source', lead.source === null ? null : choiceText(lead.source)],
  ];
  return (
    <>
      {facts.map(([label, value]) =>
        value === null ? null : (
          <Detail key={label} label={label} isWide={label === 'Home'}>
            {value}
          </Detail>
        ),
      )}
    </>
  );
}

/** A consent certificate is a link when the capture gave one (TrustedForm), else its ID as text. */
function Certificate({ id }: { id: string }) {
  if (!/^https:\/\//.test(id)) return <span className="break-all">{id}</span>;
  return (
    <a href={id} target="_blank" rel="noopener noreferrer" className={`break-all ${linkClass}`}>
      {id}
    </a>
  );
}

/**
 * The long parts (the seller's notes, the call, the consent record) behind one disclosure, so
 * the card stays short on a phone.
 */
export function MoreDetails({ lead }: { lead: OwnedLead }) {
  const { seller_notes: notes, call_recording_url: recording, consent } = lead;
  if (notes === null && recording === null && consent === null) return null;
  return (
    <details className="group mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-brand-800">
        More details:{' '}
        {[notes && 'notes', recording && 'call recording', consent && 'consent'].filter(Boolean).join(', ')}
      </summary>
      <div className="mt-3 space-y-4">
        {notes !== null && (
          <section>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Seller notes</h3>
            <p className="mt-1 whitespace-pre-line text-ink">{notes}</p>
          </section>
        )}
        {recording !== null && (
          <section>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Call recording</h3>
            <audio controls preload="none" src={recording} className="mt-2 w-full">
              <a href={recording}>Download the call recording</a>
            </audio>
            <a
              href={recording}
              target="_blank"
              rel="noopener noreferrer"
              className={`mt-1 inline-block ${linkClass}`}
            >
              Open the recording
            </a>
          </section>
        )}
        {consent !== null && (
          <section>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              Consent to be contacted
            </h3>
            <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-ink">{consent.text}</blockquote>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-3">
              <Detail label="Captured">{formatDateTime(consent.captured_at)}</Detail>
              {consent.ip !== null && <Detail label="IP address">{consent.ip}</Detail>}
              {consent.certificate_id !== null && (
                <Detail label="Certificate">
                  <Certificate id={consent.certificate_id} />
                </Detail>
              )}
            </dl>
          </section>
        )}
      </div>
    </details>
  );
}
