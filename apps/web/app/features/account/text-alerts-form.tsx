import { zodResolver } from '@hookform/resolvers/zod';
import { alertPhoneSchema, formatPhone } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { formatLongDate } from '../../lib/format-date';
import { useRemoveAlertPhone, useSendAlertPhoneCode } from './api/account-api';
import { PhoneCodeForm } from './phone-code-form';

// The server's own field rule, so the form says the same thing the API would.
const schema = z.object({ phone: alertPhoneSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * The number new-lead alerts are texted to (docs/product.md §9: at most one a day). A number
 * counts only once the member types back the code texted to it (docs/decisions/018), so the
 * form has two steps: the number, then the code.
 */
export function TextAlertsForm({
  currentPhone,
  pausedAt,
  planWithoutTexts,
}: {
  currentPhone: string | null;
  /** When the number replied STOP: texts to it are paused until it replies START. */
  pausedAt: string | null;
  /**
   * Set when the member's plan does not include text alerts (decision 029): the plan's name, or
   * null without a plan. Nothing is texted then and the API refuses a code, so the form says so.
   */
  planWithoutTexts?: string | null;
}) {
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '' },
  });
  const sendCode = useSendAlertPhoneCode();
  const remove = useRemoveAlertPhone();

  if (pendingPhone) {
    return <PhoneCodeForm phone={pendingPhone} onDone={() => setPendingPhone(null)} />;
  }

  const removeButton = currentPhone && (
    <button
      type="button"
      disabled={remove.isPending}
      onClick={() => {
        setFormError(null);
        remove.mutate(undefined, {
          onSuccess: () => toast.success('Text alerts are off.'),
          onError: () => setFormError('We could not remove your number. Please try again.'),
        });
      }}
      className={buttonClass('secondary')}
    >
      {remove.isPending ? 'Removing...' : 'Remove number'}
    </button>
  );

  if (planWithoutTexts !== undefined) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800">
          {planWithoutTexts === null
            ? 'New-lead text alerts come with a plan.'
            : `Your ${planWithoutTexts} plan does not include new-lead text alerts.`}{' '}
          {currentPhone ? (
            <>
              Nothing is texted to{' '}
              <strong className="whitespace-nowrap text-ink">{formatPhone(currentPhone)}</strong> until your
              plan includes them; the number stays on file.{' '}
            </>
          ) : null}
          Matches of your saved searches still come by e-mail.
        </p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <Link to="/billing" className={buttonClass('primary')}>
            {planWithoutTexts === null ? 'Choose a plan in Billing' : 'Upgrade in Billing'}
          </Link>
          {removeButton}
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        sendCode.mutate(values.phone, {
          onSuccess: ({ result }) => setPendingPhone(result.pending_phone),
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['phone']);
            setFormError(
              formErrorAfterFields(error, leftOver, 'We could not text a code. Please try again.'),
            );
          },
        });
      })}
      className="space-y-4"
    >
      <p className="text-slate-700">
        {currentPhone ? (
          <>
            New leads that match your saved searches with alerts on are texted to{' '}
            <strong className="whitespace-nowrap text-ink">{formatPhone(currentPhone)}</strong>, as well as
            emailed.
          </>
        ) : (
          'Add a mobile number to get a text, as well as the email, when new leads match your saved searches with alerts on.'
        )}
      </p>
      {currentPhone && pausedAt && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>Texts are paused.</strong> You replied STOP to one of our texts on{' '}
          {formatLongDate(pausedAt)}, so we send nothing to this number. To get alerts by text again, reply
          START to any of our texts. Emails keep coming.
        </p>
      )}
      <TextField
        label={currentPhone ? 'Text alerts to a different number' : 'Mobile number for new-lead alerts'}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(402) 555-0100"
        hint="US numbers only. We text it a code to check it is yours. At most one alert a day; reply STOP to opt out. Message and data rates may apply."
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sendCode.isPending} className={buttonClass('primary')}>
          {sendCode.isPending ? 'Texting a code...' : 'Text me a code'}
        </button>
        {removeButton}
      </div>
    </form>
  );
}
