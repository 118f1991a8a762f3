import type { PlanEntitlements } from '@app/shared';
import { useId, useState } from 'react';
import { optionalNumber } from '../lead-form-values';

/** The limits edited as a number or "Unlimited" (null); text alerts is a plain yes or no. */
type LimitKey = Exclude<keyof PlanEntitlements, 'text_alerts'>;
/** What the form holds while typing: a limit may be empty (undefined) until it is filled in. */
export type EntitlementsInput = {
  [K in LimitKey]: number | null | undefined;
} & { text_alerts: boolean };

const LIMITS: { key: LimitKey; label: string; hint: string }[] = [
  { key: 'saved_searches', label: 'Saved searches', hint: 'Each with e-mail alerts.' },
  { key: 'api_keys', label: 'API keys', hint: 'Keys in use at the same time; revoked ones do not count.' },
  { key: 'webhook_endpoints', label: 'Webhook endpoints', hint: 'Deleted endpoints do not count.' },
  {
    key: 'team_seats',
    label: 'Team seats',
    hint: 'Listed on the pricing card; members cannot add teammates yet, so seats are not counted.',
  },
];

interface LimitInputProps {
  label: string;
  hint: string;
  value: number | null | undefined;
  onChange: (value: number | null | undefined) => void;
  error?: string;
}

/** A whole number, or "Unlimited", which sends null and empties the number until unticked. */
function LimitInput({ label, hint, value, onChange, error }: LimitInputProps) {
  const id = useId();
  const isUnlimited = value === null;
  // The typed text is kept while "Unlimited" is ticked, so unticking brings the number back.
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-4">
        <input
          id={id}
          inputMode="numeric"
          value={isUnlimited ? '' : text}
          disabled={isUnlimited}
          onChange={(event) => {
            setText(event.target.value);
            onChange(optionalNumber(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`block w-24 rounded-xl border bg-white px-3.5 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={isUnlimited}
            onChange={(event) => onChange(event.target.checked ? null : optionalNumber(text))}
            className="h-5 w-5 rounded border-slate-400 accent-brand-600"
          />
          Unlimited
          <span className="sr-only"> {label.toLowerCase()}</span>
        </label>
      </div>
      <p
        id={`${id}-note`}
        className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

interface EntitlementsFieldProps {
  value: EntitlementsInput;
  onChange: (value: EntitlementsInput) => void;
  errors: Partial<Record<keyof PlanEntitlements, string>>;
  /** An error of the whole group (from the server, naming no single limit). */
  error?: string;
}

/**
 * What the plan includes besides credits (decision 029): the API holds subscribers to these at
 * once, and the pricing card lists them. 0 means not included.
 */
export function EntitlementsField({ value, onChange, errors, error }: EntitlementsFieldProps) {
  const textAlertsId = useId();
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-ink">What the plan includes</legend>
      <p className="text-sm text-slate-600">
        Enforced for every subscriber as soon as you save, and listed on the pricing card. 0 means not
        included.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {LIMITS.map((limit) => (
          <LimitInput
            key={limit.key}
            label={limit.label}
            hint={limit.hint}
            value={value[limit.key]}
            onChange={(next) => onChange({ ...value, [limit.key]: next })}
            error={errors[limit.key]}
          />
        ))}
      </div>
      <div className="mt-4 flex items-start gap-3">
        <input
          id={textAlertsId}
          type="checkbox"
          checked={value.text_alerts}
          onChange={(event) => onChange({ ...value, text_alerts: event.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={textAlertsId} className="text-sm text-slate-800">
          New-lead text alerts
          <span className="block text-slate-600">
            Without them, members get new-lead alerts by e-mail only and cannot add an alert phone.
          </span>
        </label>
      </div>
      {(error ?? errors.text_alerts) && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error ?? errors.text_alerts}
        </p>
      )}
    </fieldset>
  );
}
