import { zodResolver } from '@hookform/resolvers/zod';
import { createCreditPack } from '@app/shared';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { formatBalance } from '../../../lib/format-money';
import { adminResolverOptions } from '../form-errors';
import { optionalNumber } from '../lead-form-values';
import {
  useCreateCreditPack,
  useUpdateCreditPack,
  type AdminCreditPack,
  type AdminPlan,
} from './api/use-admin-credit-packs';

type Input = z.input<typeof createCreditPack.body>;
type Values = z.output<typeof createCreditPack.body>;

/** 'Pro (monthly)': a pack belongs to one plan of one billing period. */
export const packPlanLabel = (pack: Pick<AdminCreditPack, 'plan_name' | 'plan_occurance'>) =>
  `${pack.plan_name} (${pack.plan_occurance})`;

/** What one credit costs at the typed price, while typing (the API rounds the same way). */
function PerCredit({ credits, price }: { credits: unknown; price: unknown }) {
  const count = Number(credits);
  const dollars = Number(price);
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(dollars) || dollars <= 0) return null;
  return (
    <p className="text-sm text-slate-700">
      {formatBalance(Math.round((dollars * 100) / count) / 100)} per credit
    </p>
  );
}

interface PackFormProps {
  pack: AdminCreditPack | undefined;
  plans: readonly AdminPlan[];
  onClose: () => void;
}

function PackForm({ pack, plans, onClose }: PackFormProps) {
  const create = useCreateCreditPack();
  const update = useUpdateCreditPack();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<Input, unknown, Values>({
    // Editing keeps the plan: the schema still checks credits and price the same way.
    resolver: zodResolver(createCreditPack.body, adminResolverOptions),
    defaultValues: pack
      ? { plan_id: pack.plan_id, credits: pack.credits, price: pack.price }
      : { plan_id: plans[0]?._id ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (pack) {
        await update.mutateAsync({ id: pack._id, credits: values.credits, price: values.price });
        toast.success(
          `${packPlanLabel(pack)}: the pack is now ${values.credits} credits for ${formatBalance(values.price)}.`,
        );
      } else {
        const created = await create.mutateAsync(values);
        toast.success(
          `${packPlanLabel(created)}: ${created.credits} credits for ${formatBalance(created.price)} is on sale.`,
        );
      }
      onClose();
    } catch (error) {
      setFormError(
        formErrorAfterFields(
          error,
          applyServerFieldErrors(error, setError, ['plan_id', 'credits', 'price']),
          'The pack was not saved. Please try again.',
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {pack ? (
        <p className="text-slate-700">
          For members of <strong className="text-ink">{packPlanLabel(pack)}</strong>. A new price applies to
          packs bought from now on; packs already bought keep their credits.
        </p>
      ) : (
        <SelectField label="Plan" error={errors.plan_id?.message} {...register('plan_id')}>
          {plans.map((plan) => (
            <option key={plan._id} value={plan._id}>
              {plan.plan_name} ({plan.plan_occurance})
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Credits"
          inputMode="numeric"
          error={errors.credits?.message}
          {...register('credits', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price', { setValueAs: optionalNumber })}
        />
      </div>
      <PerCredit credits={watch('credits')} price={watch('price')} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? 'Saving...' : pack ? 'Save pack' : 'Put on sale'}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface CreditPackFormDialogProps {
  /** 'new' to create a pack, a pack to edit its credits and price, null when closed. */
  target: AdminCreditPack | 'new' | null;
  /** The plans a new pack can be for: on sale and sold online. */
  plans: readonly AdminPlan[];
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Create a pack (admin/create-credit-pack) or change its credits and price (admin/update-credit-pack). */
export function CreditPackFormDialog({ target, plans, onClose, returnFocusRef }: CreditPackFormDialogProps) {
  const pack = target === 'new' || target === null ? undefined : target;
  return (
    <ModalDialog
      isOpen={target !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={pack ? `Edit ${pack.credits}-credit pack` : 'New credit pack'}
    >
      {target !== null && <PackForm pack={pack} plans={plans} onClose={onClose} />}
    </ModalDialog>
  );
}
