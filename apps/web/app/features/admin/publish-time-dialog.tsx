import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import { centralInputToIso, nextCentralTenInput } from './central-time';

interface PublishTimeDialogProps {
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  title: string;
  /** What will move: "Pat Kim's lead in Omaha, NE 68102", "the 12 leads of omaha.csv". */
  children: ReactNode;
  /** The time the picker starts at (Central wall time); the next 10:00 window when not given. */
  initial?: string;
  /** Sends the chosen time (ISO with its offset); throws the API's error to show it here. */
  onSubmit: (publishAt: string) => Promise<void>;
}

function PublishTimeForm({
  initial,
  onSubmit,
  children,
}: Omit<PublishTimeDialogProps, 'isOpen' | 'onClose' | 'returnFocusRef' | 'title'>) {
  const [value, setValue] = useState(() => initial ?? nextCentralTenInput(new Date()));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    const iso = centralInputToIso(value);
    if (!iso) {
      setFieldError('Choose a day and a time');
      return;
    }
    setIsSaving(true);
    try {
      await onSubmit(iso);
    } catch (error) {
      const onField = fieldErrorText(error, 'publish_at');
      if (onField) setFieldError(onField);
      else setFormError(serverErrorText(error, 'The publish time was not changed. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="text-slate-700">{children}</div>
      <TextField
        label="Goes live at (Central time)"
        type="datetime-local"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint="Buyers with alerts hear about the leads when they go live. The daily upload goes live at 10:00."
        error={fieldError}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={isSaving} className={buttonClass('primary')}>
        {isSaving ? 'Saving...' : 'Set publish time'}
      </button>
    </form>
  );
}

/** Choose when leads go live (admin/schedule-leads), as Central wall time. */
export function PublishTimeDialog({
  isOpen,
  onClose,
  returnFocusRef,
  title,
  ...form
}: PublishTimeDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} returnFocusRef={returnFocusRef} title={title}>
      <PublishTimeForm {...form} />
    </ModalDialog>
  );
}
