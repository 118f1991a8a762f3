import { zodResolver } from '@hookform/resolvers/zod';
import { previewLeadImport, type importPreviewSchema } from '@app/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { optionalNumber } from '../lead-form-values';
import { MAX_CSV_BYTES, formatFileSize, hasReplacementCharacter, readFileAsUtf8 } from '../csv-upload';
import { usePreviewImport } from './api/use-lead-import';
import { adminResolverOptions } from '../form-errors';

type Input = z.input<typeof previewLeadImport.body>;
export type CheckedOptions = z.output<typeof previewLeadImport.body>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;

interface CsvCheckFormProps {
  onChecked: (options: CheckedOptions, preview: ImportPreview, fileName: string) => void;
  /** The file or an option changed: an earlier check no longer describes what would be imported. */
  onChanged: () => void;
}

/** Step 1: choose the file and the batch defaults, and let the API check every row. */
export function CsvCheckForm({ onChecked, onChanged }: CsvCheckFormProps) {
  const fileInputId = useId();
  const [file, setFile] = useState<{ name: string; size: number; isNotUtf8: boolean } | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const { register, handleSubmit, setValue, setError, clearErrors, watch, formState } = useForm<
    Input,
    unknown,
    CheckedOptions
  >({
    resolver: zodResolver(previewLeadImport.body, adminResolverOptions),
  });
  const { errors } = formState;
  const isExclusiveDefault = watch('default_lead_type') === 'exclusive';

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    onChanged();
    setFormError(null);
    clearErrors('csv');
    setFile(null);
    setValue('csv', '');
    if (!chosen) return;
    if (chosen.size > MAX_CSV_BYTES) {
      setError('csv', {
        message: `The file is ${formatFileSize(chosen.size)}; the limit is 25 MB. Split it into smaller files.`,
      });
      return;
    }
    setIsReading(true);
    try {
      const text = await readFileAsUtf8(chosen);
      setValue('csv', text);
      setFile({ name: chosen.name, size: chosen.size, isNotUtf8: hasReplacementCharacter(text) });
    } catch (error) {
      console.warn('Reading the CSV file failed', error);
      setError('csv', { message: 'The file could not be read. Choose it again.' });
    } finally {
      setIsReading(false);
    }
  };

  const submit = handleSubmit(async (options) => {
    setFormError(null);
    try {
      const result = await preview.mutateAsync(options);
      onChecked(options, result, file?.name ?? 'the file');
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['csv', 'default_lead_type', 'default_price']);
      setFormError(formErrorAfterFields(error, leftOver, 'The file could not be checked. Please try again.'));
    }
  });

  const fileError = errors.csv?.message;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div>
        <label htmlFor={fileInputId} className="block text-sm font-semibold text-ink">
          CSV file
        </label>
        <input
          id={fileInputId}
          type="file"
          accept=".csv,text/csv"
          onChange={onFileChange}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileInputId}-about`}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white text-sm text-slate-700 file:mr-4 file:rounded-l-xl file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-900 hover:file:bg-brand-100"
        />
        <div id={`${fileInputId}-about`} className="mt-1.5 text-sm" aria-live="polite">
          {fileError ? (
            <p className="font-medium text-red-700">{fileError}</p>
          ) : isReading ? (
            <p className="text-slate-600">Reading the file...</p>
          ) : file ? (
            <p className="text-slate-600">
              {file.name} · {formatFileSize(file.size)}
            </p>
          ) : (
            <p className="text-slate-600">Saved as “CSV UTF-8”, header row first, up to 25 MB.</p>
          )}
        </div>
        {file?.isNotUtf8 && (
          <p
            role="alert"
            className="mt-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <strong>This file does not look like UTF-8.</strong> Some characters could not be read (they show
            as �), so names and addresses with accents would be refused. In Excel use File → Save As → “CSV
            UTF-8 (Comma delimited)”, then choose the file again.
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Batch lead type"
          hint="Used for rows whose lead_type column is empty."
          error={errors.default_lead_type?.message}
          {...register('default_lead_type', {
            setValueAs: (value: string) => value || undefined,
            onChange: onChanged,
          })}
        >
          <option value="">None: every row says its type</option>
          <option value="premium">Premium</option>
          <option value="exclusive">Exclusive</option>
        </SelectField>
        <TextField
          label="Batch price (USD)"
          inputMode="decimal"
          hint={
            isExclusiveDefault
              ? 'For exclusive rows without a price.'
              : 'Optional: for exclusive rows without a price.'
          }
          error={errors.default_price?.message}
          {...register('default_price', { setValueAs: optionalNumber, onChange: onChanged })}
        />
      </div>

      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={isReading || formState.isSubmitting} className={buttonClass('primary')}>
        {formState.isSubmitting ? 'Checking every row...' : 'Check file'}
      </button>
    </form>
  );
}
