import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_REASONS, createRefundRequest, type OwnedLead } from '@app/shared';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, SelectField, TextAreaField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import {
  EVIDENCE_ACCEPT,
  evidenceFileProblem,
  evidenceFileType,
  readFileAsBase64,
} from '../../lib/evidence-file';
import { useCreateRefundRequest } from './api/use-lead-requests';

const schema = createRefundRequest.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** Refunds/create-refund-request: an exclusive lead, within 72 hours, with a call, SMS or email log (docs/product.md §5). */
export function RefundRequestForm({ lead, onDone }: { lead: OwnedLead; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [isReadingFile, setIsReadingFile] = useState(false);
  const { register, handleSubmit, setError, setValue, clearErrors, watch, formState } = useForm<
    Input,
    unknown,
    Values
  >({
    resolver: zodResolver(schema),
    defaultValues: { purchase_id: lead.purchase_id, reason: '' as Input['reason'], evidence_text: '' },
  });
  const evidenceFile = watch('evidence_file');
  const { errors } = formState;
  const mutation = useCreateRefundRequest();

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    clearErrors('evidence_file');
    if (!file) return;
    const problem = evidenceFileProblem(file);
    if (problem) {
      setValue('evidence_file', undefined);
      setError('evidence_file', { type: 'file', message: problem });
      event.target.value = '';
      return;
    }
    setIsReadingFile(true);
    try {
      const content = await readFileAsBase64(file);
      setValue('evidence_file', { name: file.name, type: evidenceFileType(file)!, content_base64: content });
      clearErrors('evidence_text');
    } catch {
      setError('evidence_file', { type: 'file', message: 'This file could not be read. Try another one.' });
    } finally {
      setIsReadingFile(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(
          { ...values, evidence_text: values.evidence_text || undefined },
          {
            onSuccess: (response) => {
              toast.success(
                response.result.decided_automatically
                  ? 'Refund approved at once: the price is back in your wallet. See Requests for why.'
                  : 'Refund request sent. Follow it under Requests.',
              );
              onDone();
            },
            onError: (error) => {
              const leftOver = applyServerFieldErrors(error, setError, [
                'reason',
                'evidence_text',
                'evidence_file',
              ]);
              setFormError(
                formErrorAfterFields(error, leftOver, 'The request could not be sent. Please try again.'),
              );
            },
          },
        );
      })}
      className="space-y-4"
    >
      <SelectField label="Reason" error={errors.reason?.message} {...register('reason')}>
        <option value="">Choose a reason</option>
        {REFUND_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Evidence: your call, SMS or email log"
        rows={5}
        placeholder="e.g. Called (555) 201-4477 on Nov 20 at 2:14 PM and 4:30 PM: number disconnected. Texted at 2:16 PM: undelivered."
        hint="Paste the log as text, attach a screenshot or export, or both."
        error={errors.evidence_text?.message}
        {...register('evidence_text')}
      />
      <div>
        <label htmlFor="evidence-file" className="block text-sm font-semibold text-ink">
          Evidence file{' '}
          <span className="font-normal text-slate-500">
            (optional: PNG, JPEG, PDF, text or a call recording, up to 2 MB)
          </span>
        </label>
        <input
          id="evidence-file"
          type="file"
          accept={EVIDENCE_ACCEPT}
          onChange={onFileChange}
          aria-invalid={errors.evidence_file ? true : undefined}
          aria-describedby={errors.evidence_file ? 'evidence-file-error' : undefined}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {isReadingFile && <p className="mt-1.5 text-sm text-slate-600">Reading the file...</p>}
        {evidenceFile && !errors.evidence_file && (
          <p className="mt-1.5 text-sm text-brand-800">Attached: {evidenceFile.name}</p>
        )}
        {errors.evidence_file && (
          <p id="evidence-file-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.evidence_file.message ?? 'This file cannot be sent.'}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Approved refunds go back to your wallet. Lead: {lead.address_line_1}, {lead.city}, {lead.state}{' '}
        {lead.ZIP}.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={mutation.isPending || isReadingFile} className={buttonClass('primary')}>
        {mutation.isPending ? 'Sending...' : 'Send refund request'}
      </button>
    </form>
  );
}
