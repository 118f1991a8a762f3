import { useId, type ComponentPropsWithRef } from 'react';

interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  input?: ComponentPropsWithRef<'input'>;
  textarea?: ComponentPropsWithRef<'textarea'>;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** A labelled input or textarea whose error is tied to it with aria-describedby. */
export function FormField({ label, hint, error, input, textarea }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${controlClass} ${error ? 'border-red-500' : 'border-slate-300'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-semibold text-ink">
        {label}
        {hint && <span className="font-normal text-slate-500">{hint}</span>}
      </label>
      {textarea ? <textarea {...textarea} {...shared} /> : <input {...input} {...shared} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
