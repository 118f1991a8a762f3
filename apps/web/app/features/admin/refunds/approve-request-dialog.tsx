import { zodResolver } from '@hookform/resolvers/zod';
import { decideRequest, idSchema, refundWithdrawsLead, type AdminRequest } from '@app/shared';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, TextAreaField, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { ReplacementLeadPicker } from './replacement-lead-picker';
import { cityOfLeadSummary, decisionResultText, pricePaidText } from './request-text';
import { useDecideRequest } from './api/use-admin-requests';
import { adminResolverOptions } from '../form-errors';

/** The approval: the contract's note and replacement lead, plus which remedy a replacement gets. */
const approveSchema = z
  .object({
    remedy: z.enum(['credit', 'lead']),
    // An unchecked radio group reads as null: that is "no lead chosen", not a bad id.
    replacement_lead_id: z.preprocess((value) => value || undefined, idSchema.optional()),
    note: decideRequest.body.shape.note,
  })
  .superRefine((values, ctx) => {
    if (values.remedy === 'lead' && !values.replacement_lead_id)
      ctx.addIssue({ code: 'custom', path: ['replacement_lead_id'], message: 'Pick the replacement lead' });
  });
type Input = z.input<typeof approveSchema>;
type Values = z.output<typeof approveSchema>;

function ApproveForm({ request, onDone }: { request: AdminRequest; onDone: (result: string) => void }) {
  const decide = useDecideRequest();
  const [picked, setPicked] = useState<{ city: string; state: string } | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(approveSchema, adminResolverOptions),
    defaultValues: { remedy: 'credit', note: '' },
  });
  const isReplacement = request.kind === 'replacement';
  const remedy = watch('remedy');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const withLead = isReplacement && values.remedy === 'lead';
    try {
      await decide.mutateAsync({
        request_id: request._id,
        decision: 'approve',
        ...(values.note ? { note: values.note } : {}),
        ...(withLead ? { replacement_lead_id: values.replacement_lead_id } : {}),
      });
      onDone(
        decisionResultText(request, { decision: 'approve', replacementLead: withLead ? picked : undefined }),
      );
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['note', 'replacement_lead_id']);
      setFormError(formErrorAfterFields(error, leftOver, 'The request was not approved. Please try again.'));
    }
  });

  const option =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        {request.customer.name} · {request.reason} · {request.lead_summary}
      </p>
      {isReplacement ? (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">What does the buyer get?</legend>
          <div className="mt-2 grid gap-2">
            <label className={option}>
              <input
                type="radio"
                value="credit"
                className="mt-1 h-4 w-4 accent-brand-600"
                {...register('remedy')}
              />
              <span>
                <span className="block font-semibold">Give the premium credit back</span>
                <span className="block text-sm text-slate-600">
                  One credit to take another lead, valid for a month.
                </span>
              </span>
            </label>
            <label className={option}>
              <input
                type="radio"
                value="lead"
                className="mt-1 h-4 w-4 accent-brand-600"
                {...register('remedy')}
              />
              <span>
                <span className="block font-semibold">Give a replacement lead</span>
                <span className="block text-sm text-slate-600">
                  A published premium lead, added to their purchased leads at no cost.
                </span>
              </span>
            </label>
          </div>
        </fieldset>
      ) : (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
          {pricePaidText(request)} goes back to {request.customer.name}&apos;s wallet, to spend on another
          exclusive lead. The lead leaves their purchased leads, CSV, API and integrations, and{' '}
          {refundWithdrawsLead(request.reason)
            ? 'is withdrawn: this reason means no one should buy it.'
            : 'goes back on sale until its original expiry.'}
        </p>
      )}
      {isReplacement && remedy === 'lead' && (
        <ReplacementLeadPicker
          initialSearch={cityOfLeadSummary(request.lead_summary)}
          register={register('replacement_lead_id')}
          error={formState.errors.replacement_lead_id?.message}
          onPick={setPicked}
        />
      )}
      <TextAreaField
        label="Note to the customer (optional)"
        rows={2}
        error={formState.errors.note?.message}
        {...register('note')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
        {formState.isSubmitting
          ? 'Approving...'
          : request.kind === 'refund'
            ? `Approve and credit ${pricePaidText(request)}`
            : 'Approve replacement'}
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

/** Approve a refund (wallet credit) or a replacement (credit back or a chosen lead). */
export function ApproveRequestDialog({ request, onClose, onDecided, returnFocusRef }: DialogProps) {
  return (
    <ModalDialog
      isOpen={request !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={request?.kind === 'refund' ? 'Approve refund' : 'Approve replacement'}
      size="lg"
    >
      {request && (
        <ApproveForm
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
