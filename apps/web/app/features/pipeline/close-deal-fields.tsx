import { DEAL_TYPES, type DealType } from '@app/shared';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass, FormAlert, SelectField, TextField } from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import { DEAL_TYPE_LABELS } from './pipeline-labels';

export interface DealDraft {
  dealType: DealType | '';
  revenue: string;
}
export interface DealFields {
  deal_type: DealType;
  revenue_cents: number;
}

/**
 * The deal a close records (issue 22.2): the app asks for both, though the API takes a close
 * without them from a CRM (decision 032). Revenue is dollars, 0 or more, at most two decimals.
 */
export function parseDeal(
  draft: DealDraft,
): { deal: DealFields } | { errors: Partial<Record<keyof DealDraft, string>> } {
  const errors: Partial<Record<keyof DealDraft, string>> = {};
  if (!draft.dealType) errors.dealType = 'Choose how the deal closed.';
  const text = draft.revenue.replace(/[$,\s]/g, '');
  if (!text) errors.revenue = 'Enter the assignment fee or commission in dollars (0 if none).';
  else if (!/^\d+(\.\d{1,2})?$/.test(text))
    errors.revenue = 'Enter dollars as a number of 0 or more, like 8500 or 8,500.50.';
  if (Object.keys(errors).length > 0 || !draft.dealType) return { errors };
  return { deal: { deal_type: draft.dealType, revenue_cents: Math.round(Number(text) * 100) } };
}

/** Deal type and revenue inputs, shared by the lead panel and the board's close dialog. */
export function DealInputs({
  draft,
  onChange,
  errors,
  serverError,
}: {
  draft: DealDraft;
  onChange: (draft: DealDraft) => void;
  errors: Partial<Record<keyof DealDraft, string>>;
  serverError: unknown;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Deal type"
        required
        value={draft.dealType}
        onChange={(e) => onChange({ ...draft, dealType: e.target.value as DealType | '' })}
        error={errors.dealType ?? fieldErrorText(serverError, 'deal_type')}
      >
        <option value="">Choose…</option>
        {DEAL_TYPES.map((d) => (
          <option key={d} value={d}>
            {DEAL_TYPE_LABELS[d]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Revenue in dollars"
        required
        inputMode="decimal"
        value={draft.revenue}
        onChange={(e) => onChange({ ...draft, revenue: e.target.value })}
        hint="Assignment fee or commission"
        error={errors.revenue ?? fieldErrorText(serverError, 'revenue_cents')}
      />
    </div>
  );
}

/** The board's move to Closed: asks for the deal before the card moves. */
export function CloseDealDialog({
  leadName,
  isOpen,
  isPending,
  error,
  onCancel,
  onClose,
}: {
  leadName: string;
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onCancel: () => void;
  onClose: (deal: DealFields) => void;
}) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onCancel}
      title={`Close ${leadName}`}
      returnFocusRef={returnFocusRef}
    >
      {isOpen && <CloseDealForm isPending={isPending} error={error} onCancel={onCancel} onClose={onClose} />}
    </ModalDialog>
  );
}

function CloseDealForm({
  isPending,
  error,
  onCancel,
  onClose,
}: {
  isPending: boolean;
  error: unknown;
  onCancel: () => void;
  onClose: (deal: DealFields) => void;
}) {
  const [draft, setDraft] = useState<DealDraft>({ dealType: '', revenue: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof DealDraft, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDeal(draft);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    onClose(parsed.deal);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-1">
      <p className="text-slate-700">How did the deal close? Its revenue counts on your ROI page.</p>
      <DealInputs draft={draft} onChange={setDraft} errors={errors} serverError={error} />
      {error !== null &&
        error !== undefined &&
        !fieldErrorText(error, 'revenue_cents') &&
        !fieldErrorText(error, 'deal_type') && (
          <FormAlert>{serverErrorText(error, 'The deal could not be saved. Try again.')}</FormAlert>
        )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={isPending}>
          {isPending ? 'Saving…' : 'Close the deal'}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
