import { US_STATES, US_STATE_CODES, type StateLeadQuality } from '@app/shared';
import { WithQueryClient } from '../../lib/query-client';
import { useLeadQuality } from './api/use-lead-quality';
import { figureTexts } from '../../lib/lead-quality-format';
import { QualityFigureCells } from '../../components/quality-figures';
import { formatThousands } from '../../lib/format-number';
import { useShownInSteps } from '../../lib/use-shown-in-steps';

const NO_STATES: readonly StateLeadQuality[] = [];

// One table at every width (one copy of 51 rows to hydrate): compact cells on a phone.
const cell = 'px-1.5 py-3 text-right tabular-nums sm:px-3';
const TOO_FEW = 'Fewer than 20 leads in 90 days';
const TOO_FEW_SHORT = 'Under 20 leads';
const stateLink = 'text-brand-800 underline-offset-4 hover:underline';

function StateRow({ code, row }: { code: (typeof US_STATE_CODES)[number]; row?: StateLeadQuality }) {
  const texts = row ? figureTexts(row) : null;
  return (
    <tr>
      <th scope="row" className="px-1.5 py-3 text-left font-semibold sm:px-3">
        <a href={`/lead-quality/${code.toLowerCase()}`} className={stateLink}>
          {US_STATES[code]}
        </a>
      </th>
      <td className={cell}>{row ? formatThousands(row.leads_published) : '…'}</td>
      {texts?.enough ? (
        <QualityFigureCells texts={texts} className={cell} />
      ) : (
        <td colSpan={3} className="px-1.5 py-3 text-right text-slate-600 sm:px-3">
          {texts ? (
            <>
              <span className="hidden sm:inline">{TOO_FEW}</span>
              <span className="sm:hidden">{TOO_FEW_SHORT}</span>
            </>
          ) : (
            '…'
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Issue 22.5: every state's figures for the last 90 days, one row each. The rows are written in
 * the prerendered page (the states are known), so the figures fill in without moving anything.
 */
function LeadQualityRows() {
  const { data, isError, refetch } = useLeadQuality();
  // The figures fill in a few rows per task: all 51 at once were one long task on a phone.
  const filled = useShownInSteps(data?.states ?? NO_STATES);
  const byState = new Map(data?.states.slice(0, filled).map((row) => [row.state, row]));
  return (
    <div>
      {isError ? (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          The figures could not be loaded just now.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">Lead quality by state, last 90 days</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 sm:uppercase sm:tracking-wide">
            <tr>
              <th scope="col" className="px-1.5 py-3 sm:px-3">
                State
              </th>
              <th scope="col" className="px-1.5 py-3 text-right sm:px-3">
                <span className="hidden sm:inline">Leads published</span>
                <span className="sm:hidden">Leads</span>
              </th>
              <th scope="col" className="px-1.5 py-3 text-right sm:px-3">
                <span className="hidden sm:inline">Median time to first buyer</span>
                <span className="sm:hidden">1st buyer</span>
              </th>
              <th scope="col" className="px-1.5 py-3 text-right sm:px-3">
                <span className="hidden sm:inline">Contact rate</span>
                <span className="sm:hidden">Contact</span>
              </th>
              <th scope="col" className="px-1.5 py-3 text-right sm:px-3">
                <span className="hidden sm:inline">Return rate</span>
                <span className="sm:hidden">Return</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {US_STATE_CODES.map((code) => (
              <StateRow key={code} code={code} row={byState.get(code)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The island: the app's query client inside the app, the page's own on a prerendered page. */
export function LeadQualityTable() {
  return (
    <WithQueryClient>
      <LeadQualityRows />
    </WithQueryClient>
  );
}
