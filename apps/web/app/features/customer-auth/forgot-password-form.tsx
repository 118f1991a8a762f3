import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordReset } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useRequestPasswordReset } from './api/customer-auth-api';
import { AuthError } from './auth-error';

const schema = requestPasswordReset.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** docs/product.md §15: the answer is the same whether or not the email belongs to a member. */
export function ForgotPasswordForm() {
  const isHydrated = useIsHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const mutation = useRequestPasswordReset();

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-6">
        <h2 className="text-xl font-bold text-brand-900">Check your inbox</h2>
        <p className="mt-2 text-slate-800">
          If <strong className="break-all">{sentTo}</strong> belongs to an account, we sent it a link to
          choose a new password.
        </p>
        <p className="mt-3 text-sm text-slate-700">
          The link works once. Nothing after a few minutes? Look in your spam folder or try again.
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass('primary', 'sm')}>
            Back to login
          </Link>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setSentTo(null)}>
            Send it again
          </button>
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, {
          onSuccess: (_response, sent) => setSentTo(sent.email),
          onError: (error) => applyServerFieldErrors(error, setError, ['email']),
        }),
      )}
      className="space-y-5"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <AuthError error={mutation.error} />
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {mutation.isPending ? 'Sending...' : 'Email me a reset link'}
      </button>
    </form>
  );
}
