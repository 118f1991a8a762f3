import { AUDIT_KINDS, AUDIT_KIND_VALUES } from '@app/shared';
import { SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { hasAuditFilters, type AuditFilters } from './audit-filters';
import { useAuditActors } from './api/use-audit-log';

/** Who, which kind of record, and which days: each change applies at once and starts at page 1. */
export function AuditFiltersForm({
  value,
  onChange,
}: {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const { data: actors } = useAuditActors();
  const set = (key: 'actor' | 'entity' | 'from' | 'to', next: string) =>
    onChange({ ...value, [key]: next, page: 1 });
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Who" value={value.actor} onChange={(event) => set('actor', event.target.value)}>
          <option value="">Everyone</option>
          <option value="system">The system (payments, refused referrals)</option>
          {actors?.map((actor) => (
            <option key={actor._id} value={actor._id}>
              {actor.name ? `${actor.name} (${actor.email})` : actor.email}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          value={value.entity}
          onChange={(event) => set('entity', event.target.value)}
        >
          <option value="">Everything</option>
          {AUDIT_KIND_VALUES.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KINDS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>Days run midnight to midnight Central time, like the 10:00 upload.</p>
        {hasAuditFilters(value) && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => onChange({ actor: '', entity: '', from: '', to: '', page: 1 })}
          >
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
