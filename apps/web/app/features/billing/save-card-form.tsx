import { zodResolver } from '@hookform/resolvers/zod';
import { savePaymentMethod } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useSavePaymentMethod } from './api/use-billing-action';

const fields = savePaymentMethod.body.shape;
/** The API takes CVC and ZIP as optional (Stripe Elements checks them itself); this form asks for both, as a real card form does. */
const schema = savePaymentMethod.body.extend({
  cvc: fields.cvc.unwrap(),
  postal_code: fields.postal_code.unwrap(),
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Offline test mode only: a labelled test card (4242… succeeds, 4000 0000 0000 0002 is declined),
 * with its expiry, security code and ZIP like any card form (issue 20.3).
 */
export function SaveCardForm({
  onDone,
  onCancel,
  currentYear,
}: {
  onDone?: () => void;
  onCancel?: () => void;
  currentYear: number;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const years = Array.from({ length: 12 }, (_, i) => currentYear + i);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      test_card_number: '',
      exp_month: 12,
      exp_year: currentYear + 3,
      cvc: '',
      postal_code: '',
    },
  });
  const mutation = useSavePaymentMethod((overview) => {
    const card = overview.payment_method;
    toast.success(card ? `Card ending in ${card.last4} saved.` : 'Card saved.');
    onDone?.();
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values, {
          onError: (error) =>
            setFormError(
              formErrorAfterFields(
                error,
                applyServerFieldErrors(error, setError, [
                  'test_card_number',
                  'exp_month',
                  'exp_year',
                  'cvc',
                  'postal_code',
                ]),
                'The card could not be saved.',
              ),
            ),
        });
      })}
      className="space-y-4"
    >
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        hint="Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined)"
        error={errors.test_card_number?.message}
        {...register('test_card_number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label="Expiry month"
          error={errors.exp_month?.message}
          {...register('exp_month', { valueAsNumber: true })}
        >
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {String(month).padStart(2, '0')}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Expiry year"
          error={errors.exp_year?.message}
          {...register('exp_year', { valueAsNumber: true })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Security code (CVC)"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          hint="3 digits on the back, 4 on the front of American Express"
          error={errors.cvc?.message}
          {...register('cvc')}
        />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="78701"
          hint="Of the card's billing address"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
          {mutation.isPending ? 'Saving...' : 'Save card'}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            disabled={mutation.isPending}
            className={buttonClass('secondary')}
          >
            Keep current card
          </button>
        )}
      </div>
    </form>
  );
}
