import { zodResolver } from '@hookform/resolvers/zod';
import { createSellerOptOut } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { AdminPanel } from '../admin-page';
import { adminResolverOptions } from '../form-errors';
import { useCreateSellerOptOut } from './api/use-seller-opt-outs';
import { optOutAddedText } from './seller-opt-out-text';

const schema = createSellerOptOut.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * For a seller who phoned or wrote in and cannot confirm by text (issue 19.1): the number goes on
 * the list as if they had confirmed it, with a note saying how they asked.
 */
export function AddSellerOptOutForm() {
  const create = useCreateSellerOptOut();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema, adminResolverOptions),
    defaultValues: { phone: '', note: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const optOut = await create.mutateAsync(values);
      toast.success(optOutAddedText(optOut));
      reset();
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['phone', 'note']);
      setFormError(formErrorAfterFields(error, leftOver, 'The number was not added. Please try again.'));
    }
  });

  return (
    <AdminPanel
      title="Add a number by hand"
      description="For a seller who phoned or wrote in. Their unsold leads leave the marketplace at once, buyers from the last 90 days are told, and later imports refuse the number."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="off"
            placeholder="(216) 555-0244"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="How the seller asked"
            placeholder="e.g. Phoned support on 11/27"
            maxLength={500}
            error={errors.note?.message}
            {...register('note')}
          />
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? 'Adding...' : 'Add to the list'}
        </button>
      </form>
    </AdminPanel>
  );
}
