import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

const controlBase =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50';

const controlClass = (error?: string) => `${controlBase} ${error ? 'border-red-500' : 'border-slate-300'}`;

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextFieldProps = ComponentPropsWithRef<'input'> & { label: ReactNode; hint?: ReactNode; error?: string };

/** A labelled input; its hint or error is read out with it (aria-describedby). */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} ${className ?? ''}`}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string };

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="ml-8 mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The error of a whole form (not of one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {children}
    </div>
  );
}

const buttonTones = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  ghost: 'text-brand-700 hover:bg-brand-50',
  dark: 'bg-ink text-white hover:bg-brand-900 shadow-sm',
} as const;

/** Class names of the customer area's buttons (also used on links that look like buttons). */
export function buttonClass(tone: keyof typeof buttonTones = 'primary', size: 'sm' | 'md' = 'md'): string {
  const sizing = size === 'sm' ? 'px-3.5 py-2 text-sm' : 'px-5 py-2.5';
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${sizing} ${buttonTones[tone]}`;
}
