import { zodResolver } from '@hookform/resolvers/zod';
import { AFFILIATE_STATUSES, updateAffiliate } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextAreaField, buttonClass } from '../../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { capitalize } from '../admin-format';
import { useUpdateAffiliate, type AffiliateDetails } from './api/use-affiliates';
import { adminResolverOptions } from '../form-errors';

type Input = z.input<NonNullable<typeof updateAffiliate.body>>;
type Values = z.output<NonNullable<typeof updateAffiliate.body>>;

/** Where the team is with an affiliate (new, contacted, active, paused) and its private notes. */
export function AffiliateStatusForm({ affiliate }: { affiliate: AffiliateDetails }) {
  const update = useUpdateAffiliate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(updateAffiliate.body, adminResolverOptions),
    defaultValues: { id: affiliate._id, status: affiliate.status, notes: affiliate.notes },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      toast.success(`${affiliate.name} saved.`);
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['status', 'notes']);
      setFormError(formErrorAfterFields(error, leftOver, 'The changes were not saved. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SelectField label="Status" error={formState.errors.status?.message} {...register('status')}>
        {AFFILIATE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {capitalize(status)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Notes (team only)"
        rows={3}
        error={formState.errors.notes?.message}
        {...register('notes')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary', 'sm')}>
        {formState.isSubmitting ? 'Saving...' : 'Save status and notes'}
      </button>
    </form>
  );
}
