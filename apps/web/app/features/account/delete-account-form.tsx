import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccount } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useDeleteAccount } from './api/account-api';

const schema = deleteAccount.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** auth/delete-account: needs the password and the word DELETE typed out. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' as 'DELETE' },
  });
  const mutation = useDeleteAccount();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values, {
          onSuccess: () => {
            toast.success('Your account is deleted. Thank you for having been a member.');
            navigate('/', { replace: true });
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['password', 'confirm']);
            setFormError(
              formErrorAfterFields(error, leftOver, 'We could not delete your account. Please try again.'),
            );
          },
        });
      })}
      className="space-y-4"
    >
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>Your subscription is cancelled and your API keys and connections stop working at once.</li>
        <li>
          Your name and email are removed. Purchases, payments and wallet history are kept without them, as
          the law requires.
        </li>
        <li>
          This cannot be undone: you will not be able to sign in again or download your purchased leads. Want
          a copy? Use Download my data under Your data first; a copy still waiting for you is deleted with the
          account.
        </li>
        <li>
          Invoices and the wallet ledger are kept for seven years for tax and accounting law, then the name
          and address on invoices are removed too.{' '}
          <a className="font-semibold text-brand-700 underline" href="/privacy-policy#retention">
            How long we keep data
          </a>
        </li>
      </ul>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={
          <>
            Type <span className="font-mono">DELETE</span> to confirm
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={mutation.isPending} className={buttonClass('danger')}>
        {mutation.isPending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
