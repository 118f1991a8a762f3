import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawLead } from '@app/shared';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextAreaField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { useWithdrawLead, type AdminLead } from './api/use-admin-leads';
import { adminResolverOptions } from '../form-errors';

type Input = z.input<NonNullable<typeof withdrawLead.body>>;
type Values = z.output<NonNullable<typeof withdrawLead.body>>;

function WithdrawForm({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const withdraw = useWithdrawLead();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(withdrawLead.body, adminResolverOptions),
    defaultValues: { id: lead._id, reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await withdraw.mutateAsync(values);
      toast.success(`${lead.lead_name}'s lead is off the marketplace.`);
      onDone();
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['reason']);
      setFormError(formErrorAfterFields(error, leftOver, 'The lead was not withdrawn. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        <strong className="text-ink">
          {lead.lead_name}, {lead.address_line_1}, {lead.city}, {lead.state} {lead.ZIP}
        </strong>{' '}
        leaves the marketplace at once and nobody else can take it.
      </p>
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
        {lead.buyers_count > 0
          ? `The ${lead.buyers_count} ${lead.buyers_count === 1 ? 'buyer who took it keeps' : 'buyers who took it keep'} it: it stays in their purchased leads, downloads, API, Sheet and CRM deliveries.`
          : 'Nobody has taken it yet.'}{' '}
        The reason is kept in the audit log.
      </p>
      <TextAreaField
        label="Reason"
        rows={3}
        placeholder="e.g. The seller sold the house yesterday"
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('danger')}>
        {formState.isSubmitting ? 'Withdrawing...' : 'Withdraw lead'}
      </button>
    </form>
  );
}

/** Take a lead off the marketplace with a reason (admin/withdraw-lead); buyers keep it. */
export function WithdrawLeadDialog({
  lead,
  onClose,
  returnFocusRef,
}: {
  lead: AdminLead | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={lead !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title="Withdraw this lead?"
      role="alertdialog"
    >
      {lead && <WithdrawForm lead={lead} onDone={onClose} />}
    </ModalDialog>
  );
}
