import { zodResolver } from '@hookform/resolvers/zod';
import { schedulePriceChange } from '@app/shared';
import { useMemo, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { optionalNumber } from '../lead-form-values';
import { earliestPriceChangeDate, effectiveAtFor } from './price-change-date';
import { useSchedulePriceChange, type AdminPlan } from './api/use-admin-plans';
import { adminResolverOptions } from '../form-errors';

/** The contract's new price; the date as the picker gives it (a day), turned into a moment on submit. */
const formSchema = (earliest: string) =>
  z.object({
    new_price: schedulePriceChange.body.shape.new_price,
    effective_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date the new price starts')
      .refine(
        (value) => value >= earliest,
        `Choose ${formatDate(`${earliest}T12:00:00`)} or later: subscribers get at least a month of notice`,
      ),
  });
type Input = z.input<ReturnType<typeof formSchema>>;
type Values = z.output<ReturnType<typeof formSchema>>;

function PriceChangeForm({ plan, onDone }: { plan: AdminPlan; onDone: () => void }) {
  const schedule = useSchedulePriceChange();
  const earliest = useMemo(() => earliestPriceChangeDate(new Date()), []);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema(earliest), adminResolverOptions),
    defaultValues: { effective_at: earliest },
  });
  const period = plan.plan_occurance === 'yearly' ? 'year' : 'month';
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await schedule.mutateAsync({
        plan_id: plan._id,
        new_price: values.new_price,
        effective_at: effectiveAtFor(values.effective_at, new Date()),
      });
      toast.success(
        `${plan.plan_name} goes to ${formatMoney(values.new_price)} per ${period} on ${formatDate(`${values.effective_at}T12:00:00`)}. Subscribers have been emailed.`,
      );
      onDone();
    } catch (error) {
      // The server's own check (one month after notice) is shown under the date.
      const leftOver = applyServerFieldErrors(error, setError, ['new_price', 'effective_at']);
      setFormError(
        formErrorAfterFields(error, leftOver, 'The price change was not scheduled. Please try again.'),
      );
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        Today: {plan.price > 0 ? `${formatMoney(plan.price)} per ${period}` : 'Contact Us (0)'}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New price (USD)"
          inputMode="decimal"
          error={formState.errors.new_price?.message}
          {...register('new_price', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Starts on"
          type="date"
          min={earliest}
          error={formState.errors.effective_at?.message}
          {...register('effective_at')}
        />
      </div>
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
        {plan.subscribers === 0
          ? 'Nobody subscribes to this plan right now; future subscribers see the new price from that date.'
          : `All ${plan.subscribers} ${plan.subscribers === 1 ? 'subscriber is' : 'subscribers are'} emailed about the change now.`}{' '}
        They keep the current price until then; the first renewal on or after that date is charged the new
        one.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
        {formState.isSubmitting ? 'Scheduling...' : 'Schedule and email subscribers'}
      </button>
    </form>
  );
}

/** Schedule a price change at least one month ahead (admin/schedule-price-change). */
export function PriceChangeDialog({
  plan,
  onClose,
  returnFocusRef,
}: {
  plan: AdminPlan | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={plan !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={plan ? `Change the price of ${plan.plan_name} (${plan.plan_occurance})` : 'Change a price'}
    >
      {plan && <PriceChangeForm plan={plan} onDone={onClose} />}
    </ModalDialog>
  );
}
