import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, recordAffiliatePayout } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { formatBalance } from '../../../lib/format-money';
import { optionalNumber } from '../lead-form-values';
import { useRecordPayout, type AffiliateDetails } from './api/use-affiliates';
import { adminResolverOptions } from '../form-errors';

type Input = z.input<NonNullable<typeof recordAffiliatePayout.body>>;
type Values = z.output<NonNullable<typeof recordAffiliatePayout.body>>;

/**
 * Money sent to an affiliate (bank transfer, PayPal...), never more than what is payable now:
 * earned, past its 30-day hold and not reversed (docs/product.md §14).
 */
export function PayoutForm({ affiliate }: { affiliate: AffiliateDetails }) {
  const pay = useRecordPayout();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(recordAffiliatePayout.body, adminResolverOptions),
    defaultValues: { affiliate_id: affiliate._id, note: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const details = await pay.mutateAsync(values);
      toast.success(
        `${formatBalance(values.amount)} payout recorded. ${formatBalance(Math.max(0, details.commission_payable))} more is payable to ${affiliate.name} now.`,
      );
      reset({ affiliate_id: affiliate._id, note: '' });
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['amount', 'note']);
      setFormError(formErrorAfterFields(error, leftOver, 'The payout was not recorded. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          hint={`Payable now: ${formatBalance(Math.max(0, affiliate.commission_payable))}`}
          error={formState.errors.amount?.message}
          {...register('amount', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Note"
          placeholder="e.g. PayPal transfer, November commissions"
          error={formState.errors.note?.message}
          {...register('note')}
        />
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <button
        type="submit"
        disabled={formState.isSubmitting || affiliate.commission_payable <= 0}
        className={buttonClass('primary', 'sm')}
      >
        {formState.isSubmitting ? 'Recording...' : 'Record payout'}
      </button>
      {affiliate.commission_payable <= 0 && (
        <p className="text-sm text-slate-600">
          Nothing is payable right now
          {affiliate.commission_held > 0
            ? `: ${formatBalance(affiliate.commission_held)} is still in its ${LIMITS.affiliateCommissionHoldDays}-day hold.`
            : '.'}
        </p>
      )}
    </form>
  );
}
