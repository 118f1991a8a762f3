import type { SavedSearch } from '@app/shared';
import { buttonClass, FormAlert } from '../../components/form-controls';
import { Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { describeSavedFilters, type SavedSearchFilters } from '../../lib/saved-search-filters';
import { serverErrorText } from '../../lib/server-error-text';
import { SaveSearchForm } from './save-search-form';
import { useDeleteSavedSearch, useSavedSearches } from './api/use-saved-searches';

interface SavedSearchesPanelProps {
  currentFilters: SavedSearchFilters;
  onApply: (search: SavedSearch) => void;
}

/** Saved marketplace searches: save the current filters, apply one again, delete one. */
export function SavedSearchesPanel({ currentFilters, onApply }: SavedSearchesPanelProps) {
  const { data, isPending, error, refetch } = useSavedSearches();
  const remove = useDeleteSavedSearch();

  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-bold text-brand-900">
          Saved searches
          {data && data.length > 0 && (
            <span className="ml-2 text-sm font-semibold text-slate-600">{data.length} saved</span>
          )}
        </h2>
        <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <span className="hidden sm:inline sm:group-open:hidden">Save or apply a search</span>
          <span className="hidden sm:group-open:inline">Hide</span>
          <svg
            viewBox="0 0 20 20"
            className="h-5 w-5 transition-transform group-open:rotate-180"
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </span>
      </summary>
      <div className="grid gap-6 border-t border-slate-100 px-5 pb-5 pt-4 lg:grid-cols-2">
        <div>
          {isPending ? (
            <div role="status" aria-busy="true" className="space-y-2">
              <span className="sr-only">Loading saved searches</span>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : error ? (
            <FormAlert>
              {serverErrorText(error, 'Saved searches could not be loaded.')}{' '}
              <button type="button" className="font-semibold underline" onClick={() => refetch()}>
                Try again
              </button>
            </FormAlert>
          ) : data.length === 0 ? (
            <p className="text-sm text-slate-700">
              No saved searches yet. Set the filters for the markets you buy in, then save them: with alerts
              on, we email you when a matching lead is uploaded (every day before 10 AM Central).
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.map((search) => (
                <li key={search._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {search.name}
                      {search.alerts_enabled && <StatusBadge tone="green">Alerts on</StatusBadge>}
                    </p>
                    <p className="text-sm text-slate-600">{describeSavedFilters(search.filters)}</p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      onClick={() => onApply(search)}
                      aria-label={`Apply ${search.name}`}
                    >
                      Apply
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      disabled={remove.isPending && remove.variables === search._id}
                      onClick={() => remove.mutate(search._id)}
                      aria-label={`Delete ${search.name}`}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {remove.isError && (
            <div className="mt-2">
              <FormAlert>{serverErrorText(remove.error, 'The search could not be deleted.')}</FormAlert>
            </div>
          )}
        </div>
        <SaveSearchForm filters={currentFilters} />
      </div>
    </details>
  );
}
