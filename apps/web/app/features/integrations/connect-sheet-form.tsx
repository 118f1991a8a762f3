import { zodResolver } from '@hookform/resolvers/zod';
import { connectGoogleSheet } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useConnectGoogleSheet } from './api/use-integrations';

const schema = connectGoogleSheet.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** integrations/connect-google-sheet: the sheet's link and the tab to append to ('Leads' by default). */
export function ConnectSheetForm({ isReplacing, isDisabled }: { isReplacing: boolean; isDisabled: boolean }) {
  const [formError, setFormError] = useState<string | null>(null);
  const connect = useConnectGoogleSheet();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { spreadsheet_url: '', sheet_name: 'Leads' },
  });
  const submit = handleSubmit((values) => {
    setFormError(null);
    connect.mutate(values, {
      onSuccess: (overview) => {
        reset({ spreadsheet_url: '', sheet_name: values.sheet_name });
        toast.success(
          overview.google_sheet?.is_verified
            ? `Saved. New leads will be added to the "${values.sheet_name}" tab within a minute of purchase.`
            : 'Sheet connected. Now prove it is yours: put the code shown on this page into the sheet, then press Verify sheet.',
        );
      },
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, ['spreadsheet_url', 'sheet_name']);
        setFormError(
          formErrorAfterFields(error, leftOver, 'The sheet could not be connected. Please try again.'),
        );
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-3" aria-label="Connect a Google Sheet">
      <TextField
        label="Sheet link"
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        placeholder="https://docs.google.com/spreadsheets/d/.../edit"
        error={formState.errors.spreadsheet_url?.message}
        disabled={isDisabled}
        {...register('spreadsheet_url')}
      />
      <TextField
        label="Tab name"
        hint="The tab (at the bottom of the sheet) that receives the rows. It must already exist, spelled exactly like this."
        maxLength={100}
        autoComplete="off"
        error={formState.errors.sheet_name?.message}
        disabled={isDisabled}
        {...register('sheet_name')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={connect.isPending || isDisabled} className={buttonClass('primary')}>
        {connect.isPending ? 'Connecting...' : isReplacing ? 'Connect this sheet instead' : 'Connect sheet'}
      </button>
    </form>
  );
}
