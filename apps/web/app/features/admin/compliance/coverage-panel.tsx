import { QueryError } from '../../../components/query-error';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { AdminPanel } from '../admin-page';
import { useLeadCompliance } from './api/use-compliance';
import { shareText } from './compliance-text';

/**
 * Issue 19.5: how many leads on sale carry the seller's consent and a Do-Not-Call check, by where
 * they came from, so the team sees which source needs better paperwork.
 */
export function CoveragePanel() {
  const { data, isPending, error, refetch } = useLeadCompliance();
  return (
    <AdminPanel
      title="Consent and Do-Not-Call coverage"
      description="Leads on sale now, by source: how many carry a record of the seller's consent, how many were checked against a Do-Not-Call list, and how many are on one."
    >
      {isPending ? (
        <LoadingRegion label="Loading coverage">
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="the coverage" onRetry={() => refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              Consent and Do-Not-Call coverage of published leads by source
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Source
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  On sale
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  With consent
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  DNC checked
                </th>
                <th scope="col" className="py-2 font-semibold">
                  On a DNC list
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {[...data.sources, { source: 'All sources', ...data.total }].map((row, index) => {
                const isTotal = index === data.sources.length;
                return (
                  <tr
                    key={row.source ?? 'none'}
                    className={isTotal ? 'font-bold text-ink' : 'text-slate-800'}
                  >
                    <th scope="row" className="py-2 pr-4 text-left font-semibold">
                      {row.source ?? 'Not recorded'}
                    </th>
                    <td className="py-2 pr-4">{row.published.toLocaleString('en-US')}</td>
                    <td className="py-2 pr-4">
                      {shareText(row.with_consent, row.published)}{' '}
                      <span className="text-slate-500">({row.with_consent.toLocaleString('en-US')})</span>
                    </td>
                    <td className="py-2 pr-4">
                      {shareText(row.dnc_checked, row.published)}{' '}
                      <span className="text-slate-500">({row.dnc_checked.toLocaleString('en-US')})</span>
                    </td>
                    <td className={`py-2 ${row.dnc_flagged > 0 ? 'text-red-700' : ''}`}>
                      {row.dnc_flagged.toLocaleString('en-US')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminPanel>
  );
}
