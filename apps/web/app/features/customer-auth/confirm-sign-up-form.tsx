import { zodResolver } from '@hookform/resolvers/zod';
import { verifyEmailSchema } from '@app/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField, buttonClass } from '../../components/form-controls';
import { ApiError } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useVerifyEmail } from './api/customer-auth-api';
import { AuthError } from './auth-error';

// The API's own rules for the name and the password, and the same password typed twice.
const schema = z
  .object({
    name: verifyEmailSchema.shape.name,
    password: verifyEmailSchema.shape.password,
    confirm: z.string().min(1, 'Type the password again'),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords are not the same',
    path: ['confirm'],
  });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * The last step of sign-up, on the page the emailed link opens: the person holding the inbox
 * chooses the password (docs/decisions/018). The account exists, and they are signed in, only
 * once this form is sent.
 */
export function ConfirmSignUpForm({
  token,
  name,
  planId,
}: {
  token: string;
  name: string;
  /** The plan chosen on a pricing card before signing up: the order summary comes next (issue 20.6). */
  planId: string | null;
}) {
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { name, password: '', confirm: '' },
  });
  const { errors } = formState;
  const mutation = useVerifyEmail();
  const isLinkProblem =
    mutation.error instanceof ApiError &&
    mutation.error.fieldErrors.some((fieldError) => fieldError.path.endsWith('token'));

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { token, name: values.name, password: values.password },
          {
            onSuccess: () => {
              toast.success('Your account is ready. Welcome aboard!');
              navigate(planId ? `/billing?plan=${encodeURIComponent(planId)}` : '/dashboard', {
                replace: true,
              });
            },
            onError: (error) => applyServerFieldErrors(error, setError, ['name', 'password']),
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
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters. A short sentence is easy to remember and hard to guess."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Password again"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <AuthError error={mutation.error} />
      {isLinkProblem && (
        <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
          <Link to="/sign-up" className="font-semibold text-brand-700 underline">
            Sign up again
          </Link>
        </p>
      )}
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {mutation.isPending ? 'Creating your account...' : 'Create my account'}
      </button>
    </form>
  );
}
