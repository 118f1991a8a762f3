import { zodResolver } from '@hookform/resolvers/zod';
import { decideRequest, type AdminRequest } from '@app/shared';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextAreaField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { decisionResultText } from './request-text';
import { useDecideRequest, type DecideBody } from './api/use-admin-requests';
import { adminResolverOptions } from '../form-errors';

type Values = z.output<NonNullable<typeof decideRequest.body>>;

function RejectForm({ request, onDone }: { request: AdminRequest; onDone: (result: string) => void }) {
  const decide = useDecideRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<DecideBody, unknown, Values>({
    resolver: zodResolver(decideRequest.body, adminResolverOptions),
    defaultValues: { request_id: request._id, decision: 'reject', note: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await decide.mutateAsync(values);
      onDone(decisionResultText(request, { decision: 'reject' }));
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['note']);
      setFormError(formErrorAfterFields(error, leftOver, 'The request was not rejected. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        {request.customer.name} · {request.reason} · {request.lead_summary}
      </p>
      <TextAreaField
        label="Note to the customer"
        rows={4}
        hint={`${request.customer.name} reads this in Requests, so say what the evidence shows and what they can do next.`}
        placeholder="e.g. Our call log shows the seller answered and confirmed interest on the day you bought the lead."
        error={formState.errors.note?.message}
        {...register('note')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('danger')}>
        {formState.isSubmitting ? 'Rejecting...' : 'Reject request'}
      </button>
    </form>
  );
}

interface DialogProps {
  request: AdminRequest | null;
  onClose: () => void;
  onDecided: (result: string) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Reject with a note the customer sees (required by admin/decide-request). */
export function RejectRequestDialog({ request, onClose, onDecided, returnFocusRef }: DialogProps) {
  return (
    <ModalDialog
      isOpen={request !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={request?.kind === 'refund' ? 'Reject refund' : 'Reject replacement'}
    >
      {request && (
        <RejectForm
          request={request}
          onDone={(result) => {
            onDecided(result);
            onClose();
          }}
        />
      )}
    </ModalDialog>
  );
}
