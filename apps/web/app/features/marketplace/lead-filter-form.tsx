import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LEAD_TYPES, PROPERTY_TYPES, SELLING_TIMELINES, US_STATES } from '@app/shared';
import { DisabledUntilHydrated } from '../../components/disabled-until-hydrated';
import { useMarketplaceCounties } from './api/use-marketplace-counties';
import {
  EMPTY_FILTERS,
  RADIUS_OPTIONS_MILES,
  SORT_OPTIONS,
  countActiveFilters,
  type LeadFilters,
} from './lead-filters';

interface LeadFilterFormProps {
  applied: LeadFilters;
  onApply: (filters: LeadFilters) => void;
  /** A map is shown: a radius without a ZIP code searches around its centre. */
  hasMapCentre: boolean;
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

// The option lists never change: memo keeps the form's renders (each keystroke, and the one after
// the page's script starts) from going through some eighty options each time.
const Options = memo(function Options({ values, any }: { values: readonly string[]; any: string }) {
  return (
    <>
      <option value="">{any}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
});

const StateOptions = memo(function StateOptions() {
  return (
    <>
      <option value="">Any state</option>
      {Object.entries(US_STATES).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
});

/** The counties of the chosen state that have leads for sale, with how many. */
function CountySelect({
  id,
  state,
  value,
  onChange,
}: {
  id: string;
  state: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { data, isError } = useMarketplaceCounties(state);
  const counties = data?.result ?? [];
  const isListed = counties.some((row) => row.county === value);
  return (
    <select id={id} className={controlClass} value={value} onChange={onChange} disabled={!state && !value}>
      <option value="">
        {state ? (isError ? 'Any county (list unavailable)' : 'Any county') : 'Choose a state first'}
      </option>
      {value && !isListed && <option value={value}>{value}</option>}
      {counties.map((row) => (
        <option key={row.county} value={row.county}>
          {row.county} ({row.count})
        </option>
      ))}
    </select>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 text-xs font-bold uppercase tracking-widest text-brand-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/**
 * The marketplace filters: the territory (state, county, city, ZIP codes, a radius in miles around
 * a ZIP code or the map centre), the lead (property, type, timeline, MLS, exclusive price) and
 * the order. Memoised: the list around it renders again with every step of its request.
 */
export const LeadFilterForm = memo(function LeadFilterForm({
  applied,
  onApply,
  hasMapCentre,
}: LeadFilterFormProps) {
  const [draft, setDraft] = useState<LeadFilters>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof LeadFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({
      ...current,
      [key]: event.target.value,
      // A county belongs to its state.
      ...(key === 'state' ? { county: '' } : {}),
    }));
  const activeCount = countActiveFilters(applied);
  const canSortByDistance = draft.radius_miles !== '' && (draft.near_zip.trim() !== '' || hasMapCentre);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.radius_miles && !draft.near_zip.trim() && !hasMapCentre) {
      setProblem('Enter the ZIP code to search around, or show the map and search around its centre.');
      return;
    }
    setProblem(null);
    onApply(canSortByDistance || draft.sort !== 'distance' ? draft : { ...draft, sort: '' });
  }

  function reset() {
    setDraft(EMPTY_FILTERS);
    setProblem(null);
    onApply(EMPTY_FILTERS);
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Filter leads"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      {/* Disabled until the page's script runs: a value typed into the prerendered field would not reach the filters. */}
      <DisabledUntilHydrated className="space-y-5">
        <Group legend="Territory">
          <Field label="State">
            {(id) => (
              <select id={id} className={controlClass} value={draft.state} onChange={set('state')}>
                <StateOptions />
              </select>
            )}
          </Field>
          <Field label="County">
            {(id) => (
              <CountySelect id={id} state={draft.state} value={draft.county} onChange={set('county')} />
            )}
          </Field>
          <Field label="City">
            {(id) => (
              <input
                id={id}
                className={controlClass}
                value={draft.city}
                onChange={set('city')}
                placeholder="e.g. Houston"
                maxLength={100}
              />
            )}
          </Field>
          <Field label="ZIP codes" hint="One or several, separated by commas">
            {(id, hintId) => (
              <input
                id={id}
                aria-describedby={hintId}
                className={controlClass}
                value={draft.zip}
                onChange={set('zip')}
                inputMode="numeric"
                placeholder="e.g. 77004, 77005"
                maxLength={200}
              />
            )}
          </Field>
          <Field label="Within">
            {(id) => (
              <select
                id={id}
                className={controlClass}
                value={draft.radius_miles}
                onChange={set('radius_miles')}
              >
                <option value="">Any distance</option>
                {RADIUS_OPTIONS_MILES.map((miles) => (
                  <option key={miles} value={String(miles)}>
                    {miles} miles
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Of ZIP code" hint={hasMapCentre ? 'Empty: around the map centre' : undefined}>
            {(id, hintId) => (
              <input
                id={id}
                aria-describedby={hintId}
                className={controlClass}
                value={draft.near_zip}
                onChange={set('near_zip')}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="e.g. 77004"
                maxLength={5}
              />
            )}
          </Field>
        </Group>
        <Group legend="Lead">
          <Field label="Property type">
            {(id) => (
              <select
                id={id}
                className={controlClass}
                value={draft.property_type}
                onChange={set('property_type')}
              >
                <Options values={PROPERTY_TYPES} any="Any property" />
              </select>
            )}
          </Field>
          <Field label="Lead type">
            {(id) => (
              <select id={id} className={controlClass} value={draft.lead_type} onChange={set('lead_type')}>
                <option value="">Premium and exclusive</option>
                {LEAD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type === 'premium' ? 'Premium only' : 'Exclusive only'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Selling timeline">
            {(id) => (
              <select
                id={id}
                className={controlClass}
                value={draft.selling_timeline}
                onChange={set('selling_timeline')}
              >
                <Options values={SELLING_TIMELINES} any="Any timeline" />
              </select>
            )}
          </Field>
          <Field label="Listed on MLS">
            {(id) => (
              <select id={id} className={controlClass} value={draft.listed} onChange={set('listed')}>
                <option value="">Listed or not</option>
                <option value="false">Not listed</option>
                <option value="true">Listed</option>
              </select>
            )}
          </Field>
          <Field label="Exclusive price from ($)">
            {(id) => (
              <input
                id={id}
                className={controlClass}
                value={draft.price_min}
                onChange={set('price_min')}
                inputMode="decimal"
                placeholder="Any"
                maxLength={8}
              />
            )}
          </Field>
          <Field label="Exclusive price to ($)">
            {(id) => (
              <input
                id={id}
                className={controlClass}
                value={draft.price_max}
                onChange={set('price_max')}
                inputMode="decimal"
                placeholder="Any"
                maxLength={8}
              />
            )}
          </Field>
          <Field label="Sort by">
            {(id) => (
              <select id={id} className={controlClass} value={draft.sort} onChange={set('sort')}>
                {SORT_OPTIONS.map((option) => (
                  <option
                    key={option.value}
                    value={option.value}
                    disabled={option.value === 'distance' && !canSortByDistance}
                  >
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </Group>
        <p className="text-xs text-slate-600">
          The price range applies to exclusive leads; premium leads are taken with a plan credit.
        </p>
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
          >
            Show leads
          </button>
          <button
            type="button"
            onClick={reset}
            disabled={activeCount === 0}
            className="rounded-xl px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500"
          >
            Clear filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
        </div>
      </DisabledUntilHydrated>
    </form>
  );
});
