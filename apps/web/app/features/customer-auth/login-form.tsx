import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@app/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField, buttonClass } from '../../components/form-controls';
import { ApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { landingPathFor } from '../../lib/safe-next-path';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useLogin } from './api/customer-auth-api';
import { AuthError } from './auth-error';
import { ResendSignUpLink } from './resend-sign-up-link';

type LoginInput = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

/**
 * Email and password; on success goes to `next` when it is a path on this site, else the team to
 * the console and members to their dashboard.
 */
export function LoginForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const { register, handleSubmit, setError, getValues, formState } = useForm<
    LoginInput,
    unknown,
    LoginValues
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const mutation = useLogin();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, {
          onSuccess: ({ result: user }) => navigate(landingPathFor(next, user.role), { replace: true }),
          onError: (error) => applyServerFieldErrors(error, setError, ['email', 'password']),
        }),
      )}
      className="space-y-5"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </p>
      </div>
      <AuthError error={mutation.error} />
      {/* 403: the sign-up was never confirmed, so there is no password yet (docs/product.md §15). */}
      {mutation.error instanceof ApiError && mutation.error.status === 403 && (
        <ResendSignUpLink email={getValues('email')} />
      )}
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {mutation.isPending ? 'Logging in...' : 'Log in'}
      </button>
    </form>
  );
}
