import { zodResolver } from '@hookform/resolvers/zod';
import { alertPhoneCodeSchema, formatPhone } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { serverErrorText } from '../../lib/server-error-text';
import { useConfirmAlertPhone, useSendAlertPhoneCode } from './api/account-api';

const schema = z.object({ code: alertPhoneCodeSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** The second step of setting the alert phone: the 6-digit code texted to it. */
export function PhoneCodeForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const confirm = useConfirmAlertPhone();
  const resend = useSendAlertPhoneCode();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setNotice(null);
        confirm.mutate(values.code, {
          onSuccess: ({ result }) => {
            toast.success(`New-lead alerts will be texted to ${formatPhone(result.alert_phone)}.`);
            onDone();
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['code']);
            const text = formErrorAfterFields(
              error,
              leftOver,
              'We could not check the code. Please try again.',
            );
            setNotice(text ? { tone: 'error', text } : null);
          },
        });
      })}
      className="space-y-4"
    >
      <p role="status" className="text-slate-700">
        We texted a 6-digit code to{' '}
        <strong className="whitespace-nowrap text-ink">{formatPhone(phone)}</strong>. Type it here within 10
        minutes; alerts go to this number only once it is confirmed.
      </p>
      <TextField
        label="Code from the text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className="max-w-40 tracking-widest"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      {notice &&
        (notice.tone === 'error' ? (
          <FormAlert>{notice.text}</FormAlert>
        ) : (
          <p className="rounded-xl bg-sky-50 px-4 py-2.5 text-sm text-sky-900">{notice.text}</p>
        ))}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={confirm.isPending} className={buttonClass('primary')}>
          {confirm.isPending ? 'Checking...' : 'Confirm number'}
        </button>
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(phone, {
              onSuccess: () => {
                reset({ code: '' });
                setNotice({ tone: 'info', text: `A new code is on its way to ${formatPhone(phone)}.` });
              },
              onError: (error) =>
                setNotice({ tone: 'error', text: serverErrorText(error, 'We could not text a new code.') }),
            })
          }
          className={buttonClass('secondary')}
        >
          {resend.isPending ? 'Texting...' : 'Send a new code'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Use a different number
        </button>
      </div>
    </form>
  );
}
