import { zodResolver } from '@hookform/resolvers/zod';
import { acceptTeamInvitation, signUpSchema } from '@app/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { CheckboxField, FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors } from '../../lib/apply-field-errors';
import { serverErrorText } from '../../lib/server-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useAcceptInvitation } from './api/team-api';
import { TermsAcceptanceLabel } from '../../components/terms-acceptance-label';

const fields = acceptTeamInvitation.body.shape;
// A new person: the API's own rules, the password typed twice and the sign-up confirmations.
const newPersonSchema = z
  .object({
    name: signUpSchema.shape.name,
    password: fields.password,
    confirm: z.string().min(1, 'Type the password again'),
    is_adult: signUpSchema.shape.is_adult,
    accept_terms: signUpSchema.shape.accept_terms,
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords are not the same',
    path: ['confirm'],
  });
const existingSchema = z.object({ password: z.string().min(1, 'Password is required') });

type NewInput = z.input<typeof newPersonSchema>;
type NewValues = z.output<typeof newPersonSchema>;

/** The person who opened the link chooses a name and password, and joins (decision 036). */
function NewPersonForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const accept = useAcceptInvitation();
  const { register, handleSubmit, setError, formState } = useForm<NewInput, unknown, NewValues>({
    resolver: zodResolver(newPersonSchema),
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ confirm: _confirm, ...values }) =>
        accept.mutate(
          { token, ...values },
          {
            onSuccess: () => {
              toast.success('Welcome to the team!');
              navigate('/dashboard', { replace: true });
            },
            onError: (error) => applyServerFieldErrors(error, setError, ['name', 'password']),
          },
        ),
      )}
    >
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <CheckboxField label="I am 18 or older" error={errors.is_adult?.message} {...register('is_adult')} />
      <CheckboxField
        label={<TermsAcceptanceLabel />}
        error={errors.accept_terms?.message}
        {...register('accept_terms')}
      />
      {accept.error && (
        <FormAlert>{serverErrorText(accept.error, 'Something went wrong. Please try again.')}</FormAlert>
      )}
      <button
        type="submit"
        disabled={!isHydrated || accept.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {accept.isPending ? 'Joining...' : 'Join the team'}
      </button>
    </form>
  );
}

/** An existing account proves itself with its password; the API says if it may not join. */
function ExistingAccountForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const accept = useAcceptInvitation();
  const { register, handleSubmit, formState } = useForm<z.input<typeof existingSchema>>({
    resolver: zodResolver(existingSchema),
    defaultValues: { password: '' },
  });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) =>
        accept.mutate(
          { token, password: values.password },
          {
            onSuccess: () => {
              toast.success('Welcome to the team!');
              navigate('/dashboard', { replace: true });
            },
          },
        ),
      )}
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {accept.error && (
        <FormAlert>{serverErrorText(accept.error, 'Something went wrong. Please try again.')}</FormAlert>
      )}
      <button
        type="submit"
        disabled={!isHydrated || accept.isPending}
        className={`${buttonClass('primary')} w-full py-3 text-lg`}
      >
        {accept.isPending ? 'Joining...' : 'Join with my account'}
      </button>
    </form>
  );
}

export function AcceptInviteForm({ token, hasAccount }: { token: string; hasAccount: boolean }) {
  return hasAccount ? <ExistingAccountForm token={token} /> : <NewPersonForm token={token} />;
}
