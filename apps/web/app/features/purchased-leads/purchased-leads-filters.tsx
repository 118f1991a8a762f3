import { US_STATES, type UsStateCode } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/form-controls';

interface FiltersProps {
  search: string;
  state: UsStateCode | undefined;
  onApply: (filters: { search: string; state: UsStateCode | undefined }) => void;
}

const control =
  'mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Search (name, phone, address, city or ZIP) and state; applied on submit so typing does not refetch each key. */
export function PurchasedLeadsFilters({ search, state, onApply }: FiltersProps) {
  const [text, setText] = useState(search);
  const [stateCode, setStateCode] = useState<string>(state ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: text.trim(), state: (stateCode || undefined) as UsStateCode | undefined });
  };
  const hasFilters = Boolean(search || state);
  return (
    <form
      role="search"
      aria-label="Filter purchased leads"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="purchased-search" className="block text-sm font-semibold text-ink">
          Search
        </label>
        <input
          id="purchased-search"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, phone, street, city or ZIP"
          className={control}
        />
      </div>
      <div>
        <label htmlFor="purchased-state" className="block text-sm font-semibold text-ink">
          State
        </label>
        <select
          id="purchased-state"
          value={stateCode}
          onChange={(event) => setStateCode(event.target.value)}
          className={control}
        >
          <option value="">All states</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        {hasFilters && (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => {
              setText('');
              setStateCode('');
              onApply({ search: '', state: undefined });
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
