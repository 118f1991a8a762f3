import { LEAD_QUALITY_MIN_LEADS } from '@app/shared';
import { QualityFigureCells } from '../../../components/quality-figures';
import { figureTexts } from '../../../lib/lead-quality-format';
import { ListStates } from '../list-states';
import { useLeadQualityBySource } from './api/use-lead-quality-by-source';

const cell = 'px-4 py-3 text-right tabular-nums';

/** Issue 22.5: the public lead-quality figures by source, so the team sees which channels pay. */
export function LeadQualityBySource() {
  const { data, isPending, error, refetch } = useLeadQualityBySource();
  return (
    <ListStates
      what="lead quality"
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={false}
      emptyTitle=""
    >
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Lead quality by source, last 90 days</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Source
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Leads published
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Purchases
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Median time to first buyer
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Contact rate
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Return rate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.sources.map((row) => {
              const texts = figureTexts(row);
              return (
                <tr key={row.source}>
                  <th scope="row" className="px-4 py-3 text-left font-semibold capitalize">
                    {row.source}
                  </th>
                  <td className={cell}>{row.leads_published.toLocaleString('en-US')}</td>
                  {texts.enough ? (
                    <>
                      <td className={cell}>{(row.purchases ?? 0).toLocaleString('en-US')}</td>
                      <QualityFigureCells texts={texts} className={cell} />
                    </>
                  ) : (
                    <td colSpan={4} className="px-4 py-3 text-right text-slate-600">
                      Fewer than {LEAD_QUALITY_MIN_LEADS} leads in 90 days
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ListStates>
  );
}
