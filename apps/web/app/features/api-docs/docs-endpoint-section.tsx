import {
  LIMITS,
  formatThousands,
  MESSAGES,
  PULL_API_PATH,
  getPurchasedPremiumLeads,
  pullApiUrl,
} from '@app/shared';
import { Island } from '../../components/island';
import { ApiUrl } from './api-url';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';
import { ParametersTable } from './parameters-table';

const ERRORS = [
  {
    status: 400,
    when: `A parameter is wrong. The answer says "${MESSAGES.fetchFailed}" and lists each bad field with the reason in errors.`,
  },
  { status: 401, when: `The key is missing, mistyped or revoked: "${MESSAGES.authFailure}".` },
  {
    status: 429,
    when: `Too many requests, or more than ${formatThousands(LIMITS.monthlyDownloadLimit)} lead rows this calendar month. Wait for the seconds in the Retry-After header.`,
  },
] as const;

/** docs/product.md §2.8: the endpoint, with parameters and pagination taken from the contract. */
export function EndpointSection() {
  return (
    <DocsSection id="endpoint" title={docsTitle('endpoint')}>
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <span className="rounded-md bg-brand-700 px-2.5 py-1 font-mono text-sm font-bold text-white">
          {getPurchasedPremiumLeads.method}
        </span>
        {/* The only part that changes in the browser: the page's own origin. */}
        <Island name="api-url" component={ApiUrl} props={{ path: PULL_API_PATH }} />
      </div>
      <p>
        Returns the leads you have purchased with full seller details (name, phone and property address),
        oldest purchase first, so a script that polls with <InlineCode>since</InlineCode> never misses or
        repeats a lead. New leads are uploaded every day before 10 AM Central Time.
      </p>
      <h3 className="pt-2 text-lg font-bold text-ink">Query parameters</h3>
      <ParametersTable />
      <h3 className="pt-2 text-lg font-bold text-ink">Pagination</h3>
      <p>
        Results come {LIMITS.pageSizeDefault} per page unless you set <InlineCode>limit</InlineCode> (at most{' '}
        {LIMITS.pageSizeMax}). Every answer has <InlineCode>pagination.currentPage</InlineCode> and{' '}
        <InlineCode>pagination.pageCount</InlineCode>: ask for <InlineCode>page=2</InlineCode>,{' '}
        <InlineCode>page=3</InlineCode> and so on until you reach pageCount. The first page is{' '}
        <InlineCode className="break-all">{pullApiUrl('')}</InlineCode>.
      </p>
      <h3 className="pt-2 text-lg font-bold text-ink">Errors</h3>
      <p>A successful answer has status 200 and the message &quot;{MESSAGES.fetched}&quot;. Otherwise:</p>
      <dl className="space-y-2">
        {ERRORS.map((error) => (
          <div key={error.status} className="flex gap-3">
            <dt className="w-12 shrink-0 font-mono font-bold text-ink">{error.status}</dt>
            <dd>{error.when}</dd>
          </div>
        ))}
      </dl>
      <p>
        Downloads through the API count towards the same {formatThousands(LIMITS.monthlyDownloadLimit)} lead
        rows per calendar month as CSV exports, Google Sheets and Go High Level.
      </p>
    </DocsSection>
  );
}
