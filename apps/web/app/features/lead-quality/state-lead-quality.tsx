import type { UsStateCode } from '@app/shared';
import type { ReactNode } from 'react';
import { WithQueryClient } from '../../lib/query-client';
import { useLeadQuality } from './api/use-lead-quality';
import { figureTexts } from '../../lib/lead-quality-format';
import { Figure } from '../../components/quality-figures';
import { formatThousands } from '../../lib/format-number';

interface Props {
  state: UsStateCode;
  stateName: string;
}

function Stat({ label, value, help }: { label: string; value: ReactNode; help: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <dt className="mt-2 text-sm text-slate-600">
        <span className="block font-semibold uppercase tracking-wide text-slate-700">{label}</span>
        {help}
      </dt>
      <dd className="text-3xl font-extrabold tabular-nums text-brand-900 sm:text-4xl">{value}</dd>
    </div>
  );
}

/** A figure held back because the state has too few leads for it to mean anything. */
const NOT_REPORTED = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">not reported</span>
  </>
);

/**
 * Issue 22.5: one state's four figures for the last 90 days. The prerendered page holds the whole
 * frame (a line that says what the figures are, and four cards) with placeholders of the same
 * size, and every answer fills the same frame, a state with too few leads included, so nothing on
 * the page moves when the figures arrive.
 */
function StateFigures({ state, stateName }: Props) {
  const { data, isError, refetch } = useLeadQuality(state);
  const row = data?.states[0];
  const texts = row ? figureTexts(row) : null;
  // '…' while loading; a dash once known that nothing was bought yet.
  const figure = (text: string | null | undefined) => (text === undefined ? '…' : <Figure text={text} />);
  const held = texts !== null && !texts.enough;
  return (
    <section aria-label={`Lead quality figures for ${stateName}`} className="space-y-4">
      {/* Room for the longest line (three lines on a phone, two wider), so that whichever is shown
          moves nothing below it. */}
      <div className="min-h-[4.5rem] leading-6 sm:min-h-12" aria-live="polite">
        {isError ? (
          <p role="alert" className="text-red-800">
            The figures could not be loaded just now.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : held ? (
          <p className="font-semibold text-brand-900">
            Too few leads in {stateName} to report yet: {texts.reason}.
          </p>
        ) : (
          <p className="text-slate-700">
            {texts ? 'The last 90 days, updated every few minutes.' : 'Loading the figures…'}
          </p>
        )}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!texts}>
        <Stat
          label="Leads published"
          value={held ? formatThousands(row!.leads_published) : figure(texts?.published)}
          help="In the last 90 days."
        />
        <Stat
          label="Time to first buyer"
          value={held ? NOT_REPORTED : figure(texts?.firstBuyer)}
          help="Median, from publishing to the first purchase."
        />
        <Stat
          label="Contact rate"
          value={held ? NOT_REPORTED : figure(texts?.contact)}
          help="Purchases whose buyer marked the seller reached."
        />
        <Stat
          label="Return rate"
          value={held ? NOT_REPORTED : figure(texts?.returned)}
          help="Purchases refunded or replaced."
        />
      </dl>
    </section>
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
