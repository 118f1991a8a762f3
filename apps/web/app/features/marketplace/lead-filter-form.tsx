import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LEAD_TYPES, PROPERTY_TYPES, SELLING_TIMELINES, US_STATES } from '@app/shared';
import { DisabledUntilHydrated } from '../../components/disabled-until-hydrated';
import { EMPTY_FILTERS, RADIUS_OPTIONS_KM, countActiveFilters, type LeadFilters } from './lead-filters';

interface LeadFilterFormProps {
  applied: LeadFilters;
  onApply: (filters: LeadFilters) => void;
  /** A radius needs a centre; it is offered only while a map is shown. */
  canUseRadius: boolean;
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id)}
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

/**
 * The marketplace filters: state, city, ZIP, property type, lead type, selling timeline, listed,
 * radius. Memoised: the list around it renders again with every step of its request.
 */
export const LeadFilterForm = memo(function LeadFilterForm({
  applied,
  onApply,
  canUseRadius,
}: LeadFilterFormProps) {
  const [draft, setDraft] = useState<LeadFilters>(applied);
  const set = (key: keyof LeadFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const activeCount = countActiveFilters(applied);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(canUseRadius ? draft : { ...draft, radius_km: '' });
  }

  function reset() {
    setDraft(EMPTY_FILTERS);
    onApply(EMPTY_FILTERS);
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Filter leads"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      {/* Disabled until the page's script runs: a value typed into the prerendered field would not reach the filters. */}
      <DisabledUntilHydrated>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Field label="State">
            {(id) => (
              <select id={id} className={controlClass} value={draft.state} onChange={set('state')}>
                <StateOptions />
              </select>
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
          <Field label="ZIP code">
            {(id) => (
              <input
                id={id}
                className={controlClass}
                value={draft.zip}
                onChange={set('zip')}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="e.g. 77004"
                maxLength={10}
              />
            )}
          </Field>
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
          {canUseRadius && (
            <Field label="Around the map centre">
              {(id) => (
                <select id={id} className={controlClass} value={draft.radius_km} onChange={set('radius_km')}>
                  <option value="">Anywhere</option>
                  {RADIUS_OPTIONS_KM.map((km) => (
                    <option key={km} value={String(km)}>
                      Within {km} km
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
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
