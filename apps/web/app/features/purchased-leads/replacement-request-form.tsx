import { zodResolver } from '@hookform/resolvers/zod';
import { REPLACEMENT_REASONS, createReplacementRequest, formatPhone, type OwnedLead } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useCreateReplacementRequest } from './api/use-lead-requests';

const schema = createReplacementRequest.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * Refunds/create-replacement-request: what went wrong (one of the replacement reasons, required),
 * property address, seller name and contact number (docs/product.md §3).
 */
export function ReplacementRequestForm({ lead, onDone }: { lead: OwnedLead; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      purchase_id: lead.purchase_id,
      reason: '' as Input['reason'],
      property_address: `${lead.address_line_1}, ${lead.city}, ${lead.state} ${lead.ZIP}`,
      seller_name: lead.lead_name,
      contact_number: formatPhone(lead.lead_phone),
    },
  });
  const { errors } = formState;
  const mutation = useCreateReplacementRequest();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values, {
          onSuccess: () => {
            toast.success('Replacement request sent. Follow it under Requests.');
            onDone();
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, [
              'reason',
              'property_address',
              'seller_name',
              'contact_number',
            ]);
            setFormError(
              formErrorAfterFields(error, leftOver, 'The request could not be sent. Please try again.'),
            );
          },
        });
      })}
      className="space-y-4"
    >
      <SelectField label="What went wrong?" required error={errors.reason?.message} {...register('reason')}>
        <option value="">Choose what went wrong</option>
        {REPLACEMENT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Property address"
        autoComplete="off"
        error={errors.property_address?.message}
        {...register('property_address')}
      />
      <TextField
        label="Seller name"
        autoComplete="off"
        error={errors.seller_name?.message}
        {...register('seller_name')}
      />
      <TextField
        label="Contact number"
        type="tel"
        autoComplete="off"
        error={errors.contact_number?.message}
        {...register('contact_number')}
      />
      <p className="text-sm text-slate-600">
        An approved replacement gives you a premium credit back or another lead.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
        {mutation.isPending ? 'Sending...' : 'Send replacement request'}
      </button>
    </form>
  );
}
