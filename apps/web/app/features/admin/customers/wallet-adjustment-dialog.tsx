import { zodResolver } from '@hookform/resolvers/zod';
import { createWalletAdjustment } from '@app/shared';
import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { formatBalance, formatSignedMoney } from '../../../lib/format-money';
import { optionalNumber } from '../lead-form-values';
import { useWalletAdjustment, type AdminCustomer } from './api/use-customers';
import { adminResolverOptions } from '../form-errors';

/** The contract's body, plus what the server would say anyway: a reward adds money. */
const schema = createWalletAdjustment.body.superRefine((values, ctx) => {
  if (values.kind === 'reward' && values.amount < 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'A reward adds money: use a positive amount, or an adjustment to take money back',
    });
  }
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

function AdjustmentForm({ customer, onDone }: { customer: AdminCustomer; onDone: () => void }) {
  const adjust = useWalletAdjustment();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema, adminResolverOptions),
    defaultValues: { user_id: customer._id, kind: 'reward', reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const isReward = watch('kind') === 'reward';
  // An adjustment has no event: clear a name typed while "reward" was chosen.
  useEffect(() => {
    if (!isReward) setValue('event_name', undefined);
  }, [isReward, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await adjust.mutateAsync(values);
      toast.success(
        `${formatSignedMoney(values.amount)} ${values.kind} for ${customer.name}. Wallet: ${formatBalance(updated.wallet_balance)}.`,
      );
      onDone();
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['kind', 'amount', 'event_name', 'reason']);
      setFormError(formErrorAfterFields(error, leftOver, 'The wallet was not changed. Please try again.'));
    }
  });

  const option =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        {customer.name} · {customer.email} · wallet {formatBalance(customer.wallet_balance)}
      </p>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Kind</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <label className={option}>
            <input
              type="radio"
              value="reward"
              className="mt-1 h-4 w-4 accent-brand-600"
              {...register('kind')}
            />
            <span>
              <span className="block font-semibold">Reward</span>
              <span className="block text-sm text-slate-600">A giveaway or special-event credit.</span>
            </span>
          </label>
          <label className={option}>
            <input
              type="radio"
              value="adjustment"
              className="mt-1 h-4 w-4 accent-brand-600"
              {...register('kind')}
            />
            <span>
              <span className="block font-semibold">Adjustment</span>
              <span className="block text-sm text-slate-600">A correction, up or down (never below $0).</span>
            </span>
          </label>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          hint={isReward ? 'e.g. 25' : 'Negative to take money back, e.g. -10'}
          error={errors.amount?.message}
          {...register('amount', { setValueAs: optionalNumber })}
        />
        {isReward && (
          <TextField
            label="Event name (optional)"
            placeholder="e.g. Spring Wholesaling Summit"
            error={errors.event_name?.message}
            {...register('event_name', { setValueAs: (value: string) => value.trim() || undefined })}
          />
        )}
      </div>
      <TextField
        label="Reason the customer sees"
        hint="Shown in their wallet history."
        placeholder="e.g. Winner of the October referral giveaway"
        error={errors.reason?.message}
        {...register('reason')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
        {isSubmitting ? 'Saving...' : isReward ? 'Credit reward' : 'Apply adjustment'}
      </button>
    </form>
  );
}

/** "Reward or adjust wallet" for one member (admin/create-wallet-adjustment). */
export function WalletAdjustmentDialog({
  customer,
  onClose,
  returnFocusRef,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={customer !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title="Reward or adjust wallet"
    >
      {customer && <AdjustmentForm customer={customer} onDone={onClose} />}
    </ModalDialog>
  );
}
