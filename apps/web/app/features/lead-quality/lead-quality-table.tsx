import { US_STATES, US_STATE_CODES, type StateLeadQuality } from '@app/shared';
import { WithQueryClient } from '../../lib/query-client';
import { useLeadQuality } from './api/use-lead-quality';
import { figureTexts } from '../../lib/lead-quality-format';
import { Figure } from '../../components/none-yet';

const cell = 'px-3 py-3 text-right tabular-nums';
const TOO_FEW = 'Fewer than 20 leads in 90 days';
const stateLink = 'text-brand-800 underline-offset-4 hover:underline';

function StateRow({ code, row }: { code: (typeof US_STATE_CODES)[number]; row?: StateLeadQuality }) {
  const texts = row ? figureTexts(row) : null;
  return (
    <tr>
      <th scope="row" className="px-3 py-3 text-left font-semibold">
        <a href={`/lead-quality/${code.toLowerCase()}`} className={stateLink}>
          {US_STATES[code]}
        </a>
      </th>
      <td className={cell}>{row ? row.leads_published.toLocaleString('en-US') : '…'}</td>
      {texts?.enough ? (
        <>
          <td className={cell}>
            <Figure text={texts.firstBuyer} />
          </td>
          <td className={cell}>
            <Figure text={texts.contact} />
          </td>
          <td className={cell}>
            <Figure text={texts.returned} />
          </td>
        </>
      ) : (
        <td colSpan={3} className="px-3 py-3 text-right text-slate-600">
          {texts ? TOO_FEW : '…'}
        </td>
      )}
    </tr>
  );
}

/** On a phone, one card per state: five columns do not fit 390 px. */
function StateCard({ code, row }: { code: (typeof US_STATE_CODES)[number]; row?: StateLeadQuality }) {
  const texts = row ? figureTexts(row) : null;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <a href={`/lead-quality/${code.toLowerCase()}`} className={`font-semibold ${stateLink}`}>
        {US_STATES[code]}
      </a>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Leads published</dt>
        <dd className="text-right tabular-nums">{row ? row.leads_published.toLocaleString('en-US') : '…'}</dd>
        {texts?.enough ? (
          <>
            <dt className="text-slate-600">Time to first buyer</dt>
            <dd className="text-right tabular-nums">
              <Figure text={texts.firstBuyer} />
            </dd>
            <dt className="text-slate-600">Contact rate</dt>
            <dd className="text-right tabular-nums">
              <Figure text={texts.contact} />
            </dd>
            <dt className="text-slate-600">Return rate</dt>
            <dd className="text-right tabular-nums">
              <Figure text={texts.returned} />
            </dd>
          </>
        ) : (
          <>
            <dt className="sr-only">Figures</dt>
            <dd className="col-span-2 text-slate-600">{texts ? TOO_FEW : '…'}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * Issue 22.5: every state's figures for the last 90 days, one row each. The rows are written in
 * the prerendered page (the states are known), so the figures fill in without moving anything.
 */
function LeadQualityRows() {
  const { data, isError, refetch } = useLeadQuality();
  const byState = new Map(data?.states.map((row) => [row.state, row]));
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
      <div className="hidden overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Lead quality by state, last 90 days</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3">
                State
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Leads published
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Median time to first buyer
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Contact rate
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Return rate
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
      <ul className="grid gap-3 md:hidden" aria-label="Lead quality by state, last 90 days">
        {US_STATE_CODES.map((code) => (
          <StateCard key={code} code={code} row={byState.get(code)} />
        ))}
      </ul>
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
