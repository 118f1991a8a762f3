import { useId, useState } from 'react';

interface BenefitsFieldProps {
  value: string[];
  onChange: (benefits: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/** One benefit per line (what the pricing card lists), typed freely and sent as a list. */
export function BenefitsField({ value, onChange, onBlur, error }: BenefitsFieldProps) {
  const id = useId();
  // The text is kept as typed (a new empty line must stay while typing); the list is derived from it.
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Benefits
      </label>
      <textarea
        id={id}
        rows={5}
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <p
        id={`${id}-note`}
        className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {error ?? 'One per line, up to 20; shown with a check mark on the pricing card.'}
      </p>
    </div>
  );
}
