import { US_STATES } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../admin-format';
import type { LeadSearch } from './leads-query';

/** Search by name, phone, address, city or ZIP, narrowed by status, state and type. */
export function LeadsFilters({
  value,
  onSearch,
}: {
  value: LeadSearch;
  onSearch: (search: LeadSearch) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof Omit<LeadSearch, 'page'>) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty = { search: '', status: '', state: '', lead_type: '', import_id: '', page: 1 };
    setDraft(empty);
    onSearch(empty);
  };
  const isFiltered = Boolean(
    value.search || value.status || value.state || value.lead_type || value.import_id,
  );
  return (
    <form
      role="search"
      aria-label="Search leads"
      onSubmit={submit}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, phone, address, city or ZIP"
          value={draft.search}
          onChange={set('search')}
          maxLength={100}
        />
        <SelectField label="Status" value={draft.status} onChange={set('status')}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label="State" value={draft.state} onChange={set('state')}>
          <option value="">Any state</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type" value={draft.lead_type} onChange={set('lead_type')}>
          <option value="">Any type</option>
          <option value="premium">Premium</option>
          <option value="exclusive">Exclusive</option>
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          Search
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={clear} disabled={!isFiltered}>
          Clear
        </button>
      </div>
    </form>
  );
}
