import { zodResolver } from '@hookform/resolvers/zod';
import { updateBillingDetails, type BillingOverview } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextAreaField, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useUpdateBillingDetails } from './api/use-billing-action';

const schema = updateBillingDetails.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;
type BillingDetails = BillingOverview['billing_details'];

const formValues = (details: BillingDetails) => ({
  billing_name: details.billing_name ?? '',
  billing_address: details.billing_address ?? '',
});

/**
 * Who invoices are made out to, and the form that changes it. An invoice never changes once
 * issued, so a change applies to the next charge on; empty fields fall back to the member's name.
 */
export function BillingDetailsSection({
  details,
  memberName,
}: {
  details: BillingDetails;
  /** The member's own name, used when no other is set (null while it loads). */
  memberName: string | null;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: formValues(details),
  });
  const mutation = useUpdateBillingDetails();
  const addressLines = details.billing_address?.split('\n') ?? [];

  return (
    <section
      aria-labelledby="billing-details-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="billing-details-heading" className="text-xl font-bold text-brand-900">
        Billing details
      </h2>
      <p className="mt-1 text-slate-700">
        The name and postal address printed on your invoices, for your bookkeeping or your company’s.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <h3 className="text-sm font-semibold text-ink">Invoices are made out to</h3>
          <address
            className="mt-1.5 rounded-xl bg-slate-50 px-4 py-3 not-italic text-ink"
            aria-label="Invoices are made out to"
          >
            <span className="block font-semibold">
              {details.billing_name ?? memberName ?? 'Your own name'}
            </span>
            {addressLines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
            {addressLines.length === 0 && (
              <span className="block text-sm text-slate-600">No postal address</span>
            )}
          </address>
          {!details.billing_name && (
            <p className="mt-2 text-sm text-slate-600">Your own name, as no other name is set.</p>
          )}
        </div>
        <form
          noValidate
          aria-label="Billing details"
          className="space-y-4"
          onSubmit={handleSubmit((values) => {
            setFormError(null);
            mutation.mutate(values, {
              onSuccess: (overview) => {
                reset(formValues(overview.result.billing_details));
                toast.success('Billing details saved. They apply to invoices issued from now on.');
              },
              onError: (error) => {
                const leftOver = applyServerFieldErrors(error, setError, ['billing_name', 'billing_address']);
                setFormError(
                  formErrorAfterFields(
                    error,
                    leftOver,
                    'Your billing details were not saved. Please try again.',
                  ),
                );
              },
            });
          })}
        >
          <TextField
            label="Name on invoices"
            autoComplete="organization"
            hint={`A person or a company. Empty means your own name${memberName ? `, ${memberName}` : ''}.`}
            error={formState.errors.billing_name?.message}
            {...register('billing_name')}
          />
          <TextAreaField
            label="Postal address"
            rows={4}
            autoComplete="street-address"
            hint="Up to 6 lines, printed as you type them. Empty means no address on the invoice."
            error={formState.errors.billing_address?.message}
            {...register('billing_address')}
          />
          <p className="text-sm text-slate-700">
            Applies to invoices issued from now on; invoices already issued keep the details they were issued
            with.
          </p>
          {formError && <FormAlert>{formError}</FormAlert>}
          <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
            {mutation.isPending ? 'Saving...' : 'Save billing details'}
          </button>
        </form>
      </div>
    </section>
  );
}
