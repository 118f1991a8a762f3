import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UI_TEXT } from '@app/shared';
import { site } from '../../config/site';
import { fieldErrorText } from '../../lib/server-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { AffiliateWelcomeDialog } from './affiliate-welcome-dialog';
import { createAffiliate } from './api/create-affiliate';
import { GoogleButton } from './google-button';

type Field = 'name' | 'email';
type FieldErrors = Partial<Record<Field, string>>;

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * The affiliate sign-up card (docs/product.md §2.9). As §5 says, both fields are required, checked
 * on submit with an alert; the email input is of email type. The browser's own validation is off
 * (noValidate) so that the alert of §5, and the server's message for a malformed address, are
 * what a visitor sees.
 */
export function AffiliateSignupForm() {
  const [isSending, setIsSending] = useState(false);
  const [isWelcomeOpen, setIsWelcomeOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const closeWelcome = useCallback(() => setIsWelcomeOpen(false), []);
  const ids = { name: useId(), email: useId() };
  // Until React runs, a click would submit natively and put the fields in the URL.
  const isHydrated = useIsHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!name || !email) {
      window.alert(UI_TEXT.affiliateMissingField);
      return;
    }
    setFieldErrors({});
    setIsSending(true);
    try {
      if (!(await createAffiliate({ name, email }))) throw new Error('The sign-up was not accepted');
      form.reset();
      toast.success(UI_TEXT.affiliateSucceeded);
      setIsWelcomeOpen(true);
    } catch (error) {
      console.warn('Affiliate sign-up failed', error);
      toast.error(UI_TEXT.affiliateFailed);
      setFieldErrors({ name: fieldErrorText(error, 'name'), email: fieldErrorText(error, 'email') });
    } finally {
      setIsSending(false);
    }
  }

  const describedBy = (field: Field) => (fieldErrors[field] ? `${ids[field]}-error` : undefined);
  return (
    <>
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {(
          [
            {
              field: 'name',
              label: 'Full Name',
              type: 'text',
              autoComplete: 'name',
              placeholder: 'Jordan Rivera',
            },
            {
              field: 'email',
              label: 'Email',
              type: 'email',
              autoComplete: 'email',
              placeholder: 'you@yourbusiness.com',
            },
          ] as const
        ).map(({ field, label, type, autoComplete, placeholder }) => (
          <div key={field}>
            <label htmlFor={ids[field]} className="block text-sm font-semibold text-ink">
              {label}
            </label>
            <input
              id={ids[field]}
              name={field}
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              aria-required="true"
              aria-invalid={fieldErrors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              className={`${inputClass} ${fieldErrors[field] ? 'border-red-600' : 'border-slate-300'}`}
            />
            {fieldErrors[field] && (
              <p id={`${ids[field]}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
                {fieldErrors[field]}
              </p>
            )}
          </div>
        ))}
        <button
          ref={submitRef}
          type="submit"
          disabled={isSending || !isHydrated}
          className="w-full rounded-xl bg-brand-700 px-6 py-3.5 text-lg font-bold text-white shadow-sm transition-colors hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80"
        >
          {isSending ? UI_TEXT.loading : 'Become an affiliate'}
        </button>
      </form>
      <div
        className="my-5 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-slate-600"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton clientId={site.googleOAuthClientId} />
      <AffiliateWelcomeDialog isOpen={isWelcomeOpen} onClose={closeWelcome} returnFocusRef={submitRef} />
    </>
  );
}
