import { zodResolver } from '@hookform/resolvers/zod';
import { describeRevokedAccess, passwordSchema, type RevokedAccess } from '@app/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField, buttonClass } from '../../components/form-controls';
import { ApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { landingPathFor } from '../../lib/safe-next-path';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useResetPassword } from './api/customer-auth-api';
import { AuthError } from './auth-error';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, 'Type the new password again') })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords are not the same',
    path: ['confirm'],
  });
type Values = z.infer<typeof schema>;

/**
 * A new password from the emailed link; the API signs out other sessions, revokes the keys and
 * connections made before, and signs this one in. When something was revoked, `onRevoked` shows
 * the member what (the dashboard would not say); otherwise the dashboard (the console for the team)
 * opens at once.
 */
export function ResetPasswordForm({
  token,
  onRevoked,
}: {
  token: string;
  onRevoked: (revoked: RevokedAccess) => void;
}) {
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  const mutation = useResetPassword();
  const isLinkProblem =
    mutation.error instanceof ApiError &&
    mutation.error.fieldErrors.some((fieldError) => fieldError.path.endsWith('token'));

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { token, password: values.password },
          {
            onSuccess: ({ result: { revoked_access: revoked, role } }) => {
              if (describeRevokedAccess(revoked)) {
                onRevoked(revoked);
                return;
              }
              toast.success('Your password is changed. You are signed in.');
              navigate(landingPathFor(null, role), { replace: true });
            },
            onError: (error) => applyServerFieldErrors(error, setError, ['password']),
          },
        ),
      )}
      className="space-y-5"
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <AuthError error={mutation.error} />
      {isLinkProblem && (
        <p className="text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Ask for a new reset link
          </Link>
        </p>
      )}
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {mutation.isPending ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
