import { zodResolver } from '@hookform/resolvers/zod';
import { alertPhoneSchema, updateAlertPhone } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { callApi } from '../../lib/api-client';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { currentUserQueryKey } from '../../lib/use-current-user';
import { formatUsPhone } from './format-us-phone';

// The server's own field rule, so the form says the same thing the API would.
const schema = z.object({ phone: alertPhoneSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** auth/update-alert-phone: the number new-lead alerts are texted to (spec section 9: at most one a day). */
export function TextAlertsForm({ currentPhone }: { currentPhone: string | null }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { phone: currentPhone ? formatUsPhone(currentPhone) : '' },
  });
  const mutation = useMutation({
    mutationFn: (phone: string | null) => callApi(updateAlertPhone, { body: { phone } }),
    onSuccess: ({ result }) => {
      reset({ phone: result.alert_phone ? formatUsPhone(result.alert_phone) : '' });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast.success(
        result.alert_phone
          ? `New-lead alerts will be texted to ${formatUsPhone(result.alert_phone)}.`
          : 'Text alerts are off.',
      );
    },
    onError: (error) => {
      const leftOver = applyServerFieldErrors(error, setError, ['phone']);
      setFormError(formErrorAfterFields(error, leftOver, 'We could not save your number. Please try again.'));
    },
  });
  const send = (phone: string | null) => {
    setFormError(null);
    mutation.mutate(phone);
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => send(values.phone))} className="space-y-4">
      <p className="text-slate-700">
        {currentPhone ? (
          <>
            New leads that match your saved searches with alerts on are texted to{' '}
            <strong className="whitespace-nowrap text-ink">{formatUsPhone(currentPhone)}</strong>, as well as
            emailed.
          </>
        ) : (
          'Add a mobile number to get a text, as well as the email, when new leads match your saved searches with alerts on.'
        )}
      </p>
      <TextField
        label="Mobile number for new-lead alerts"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(402) 555-0100"
        hint="US numbers only. At most one text a day; reply STOP to opt out. Message and data rates may apply."
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
          {mutation.isPending && mutation.variables !== null ? 'Saving...' : 'Save number'}
        </button>
        {currentPhone && (
          <button
            type="button"
            disabled={mutation.isPending}
            onClick={() => send(null)}
            className={buttonClass('secondary')}
          >
            {mutation.isPending && mutation.variables === null ? 'Removing...' : 'Remove number'}
          </button>
        )}
      </div>
    </form>
  );
}
