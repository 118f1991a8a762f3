import type { PlanOccurrence } from '@app/shared';

const OPTIONS: readonly { value: PlanOccurrence; label: string }[] = [
  { value: 'monthly', label: 'Bill Monthly' },
  { value: 'yearly', label: 'Bill Yearly' },
];

/**
 * docs/product.md §2.5: 'Bill Monthly' (default) / 'Bill Yearly'. Native radio buttons in a fieldset:
 * arrow keys move between them and screen readers announce the choice without extra code.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: PlanOccurrence;
  onChange: (value: PlanOccurrence) => void;
}) {
  return (
    <fieldset className="mx-auto w-fit">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-full px-5 py-2 text-sm font-bold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent sm:px-6 ${
              value === option.value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:text-ink'
            }`}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
