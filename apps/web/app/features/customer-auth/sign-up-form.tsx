import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, TextField, buttonClass } from '../../components/form-controls';
import { TermsAcceptanceLabel } from '../../components/terms-acceptance-label';
import { site } from '../../config/site';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useSignUp } from './api/customer-auth-api';
import { AuthError } from './auth-error';

type SignUpInput = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

const FIELDS = ['name', 'email', 'is_adult', 'accept_terms', 'promo_code'] as const;

/**
 * Starts a member account (docs/product.md §1: members are 18 or older). No password here: the
 * person who opens the emailed link chooses it, so an account always belongs to whoever holds the
 * inbox (docs/decisions/018). Success is a "check your inbox" state, not a signed-in page.
 */
export function SignUpForm({ planId }: { planId?: string | undefined }) {
  const isHydrated = useIsHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', promo_code: '' },
  });
  const { errors } = formState;
  const mutation = useSignUp();

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-6">
        <h2 className="text-xl font-bold text-brand-900">Check your inbox</h2>
        <p className="mt-2 text-slate-800">
          Check your inbox: we sent a confirmation link to <strong className="break-all">{sentTo}</strong>
        </p>
        <p className="mt-3 text-sm text-slate-700">
          Open the link in that email and choose your password there to finish creating your account; it then
          signs you in and takes you {planId ? 'to your order summary' : 'to your dashboard'}. Nothing there
          after a few minutes? Look in your spam folder, or write to{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </p>
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-5`}
          onClick={() => setSentTo(null)}
        >
          Use a different email
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { ...values, plan_id: planId },
          {
            onSuccess: (_response, sent) => setSentTo(sent.email),
            onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
          },
        ),
      )}
      className="space-y-5"
    >
      <TextField
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        hint="We email you a link to confirm it; you choose your password there."
        {...register('email')}
      />
      <TextField
        label={
          <>
            Promo code <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        placeholder={site.promoCode}
        autoComplete="off"
        hint={`${site.promoCode} takes 50% off your first month, once per person.`}
        error={errors.promo_code?.message}
        {...register('promo_code')}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">Confirmations</legend>
        <CheckboxField
          label="I am 18 or older"
          required
          error={errors.is_adult?.message}
          {...register('is_adult')}
        />
        <CheckboxField
          label={<TermsAcceptanceLabel withRenewal />}
          required
          error={errors.accept_terms?.message}
          {...register('accept_terms')}
        />
      </fieldset>
      <AuthError error={mutation.error} />
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {mutation.isPending ? 'Creating your account...' : 'Create account'}
      </button>
    </form>
  );
}
