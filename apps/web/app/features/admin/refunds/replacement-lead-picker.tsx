import { useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClass } from '../../../components/form-controls';
import { ListStates } from '../list-states';
import { useReplacementCandidates } from './api/use-admin-requests';

interface ReplacementLeadPickerProps {
  initialSearch: string;
  register: UseFormRegisterReturn;
  error?: string;
  onPick: (lead: { city: string; state: string } | undefined) => void;
}

/** A search of published premium leads, one of which the admin picks as the replacement. */
export function ReplacementLeadPicker({
  initialSearch,
  register,
  error,
  onPick,
}: ReplacementLeadPickerProps) {
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const { data, isPending, error: loadError, refetch } = useReplacementCandidates(search);
  // Enter in the search box searches; it must not submit the decision.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <fieldset className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <legend className="sr-only">Replacement lead</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="replacement-search" className="block text-sm font-semibold text-ink">
            Find a published premium lead
          </label>
          <input
            id="replacement-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="City, ZIP or street"
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setSearch(draft.trim())}
        >
          Find leads
        </button>
      </div>
      <ListStates
        what="premium leads"
        isPending={isPending}
        error={loadError}
        onRetry={() => refetch()}
        isEmpty={data?.length === 0}
        emptyTitle="No published premium lead matches"
        emptyText="Try another city or ZIP, or clear the search."
      >
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label="Premium leads for sale">
          {data?.map((lead) => (
            <li key={lead._id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input
                  type="radio"
                  value={lead._id}
                  className="mt-1 h-4 w-4 accent-brand-600"
                  {...register}
                  onChange={(event) => {
                    void register.onChange(event);
                    onPick({ city: lead.city, state: lead.state });
                  }}
                />
                <span className="text-sm">
                  <span className="block font-semibold text-ink">
                    {lead.city}, {lead.state} {lead.ZIP}
                  </span>
                  <span className="block text-slate-700">{lead.address_line_1}</span>
                  <span className="block text-slate-700">
                    {lead.property_type} · {lead.selling_timeline} · {lead.reason} · taken {lead.buyers_count}{' '}
                    of {lead.max_buyers}
                  </span>
                  <span className="block text-xs text-slate-500">Lead {lead._id}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </ListStates>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
