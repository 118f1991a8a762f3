import type { UsStateCode } from '@app/shared';
import { WithQueryClient } from '../../lib/query-client';
import { useLeadQuality } from './api/use-lead-quality';
import { figureTexts } from '../../lib/lead-quality-format';
import { Figure } from '../../components/quality-figures';

interface Props {
  state: UsStateCode;
  stateName: string;
}

function Stat({ label, value, help }: { label: string; value: string | null; help: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <dt className="mt-2 text-sm text-slate-600">
        <span className="block font-semibold uppercase tracking-wide text-slate-700">{label}</span>
        {help}
      </dt>
      <dd className="text-3xl font-extrabold tabular-nums text-brand-900 sm:text-4xl">
        <Figure text={value} />
      </dd>
    </div>
  );
}

/**
 * Issue 22.5: one state's four figures for the last 90 days. The frame is in the prerendered page
 * with placeholders of the same size, so the figures replace them without moving the page.
 */
function StateFigures({ state, stateName }: Props) {
  const { data, isError, refetch } = useLeadQuality(state);
  const row = data?.states[0];
  const texts = row ? figureTexts(row) : null;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
        The figures could not be loaded just now.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  if (texts && !texts.enough)
    return (
      <div className="flex min-h-48 flex-col justify-center rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-brand-900">Not enough leads in {stateName} to report yet</p>
        <p className="mt-2 text-slate-700">
          We publish these figures once a state has at least 20 leads in the last 90 days ({texts.reason}), so
          that a handful of leads cannot paint a picture either way.
        </p>
      </div>
    );
  // '…' while loading; a dash once known that nothing was bought yet.
  const value = (text: string | null | undefined) => (text === undefined ? '…' : text);
  return (
    <dl className="grid min-h-48 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!texts}>
      <Stat label="Leads published" value={value(texts?.published)} help="In the last 90 days." />
      <Stat
        label="Time to first buyer"
        value={value(texts?.firstBuyer)}
        help="Median, from publishing to the first purchase."
      />
      <Stat
        label="Contact rate"
        value={value(texts?.contact)}
        help="Purchases whose buyer marked the seller reached."
      />
      <Stat label="Return rate" value={value(texts?.returned)} help="Purchases refunded or replaced." />
    </dl>
  );
}

/** The island: the app's query client inside the app, the page's own on a prerendered page. */
export function StateLeadQuality(props: Props) {
  return (
    <WithQueryClient>
      <StateFigures {...props} />
    </WithQueryClient>
  );
}
