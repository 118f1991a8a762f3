import { zodResolver } from '@hookform/resolvers/zod';
import { importLeads } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, buttonClass } from '../../../components/form-controls';
import { serverErrorText } from '../../../lib/server-error-text';
import { PublishChoice } from '../publish-choice';
import type { CheckedOptions } from './csv-check-form';
import { useStartImport, type ImportBatch } from './api/use-lead-import';
import { adminResolverOptions } from '../form-errors';

const publishSchema = z.object({ publish: importLeads.body.shape.publish });
type PublishValues = z.infer<typeof publishSchema>;

/** Step 3: import the valid rows of the checked file, published now or at the next 10:00 Central. */
export function ImportStartForm({
  options,
  fileName,
  validRows,
  onStarted,
}: {
  options: CheckedOptions;
  /** Kept in the import history. */
  fileName: string;
  validRows: number;
  onStarted: (batch: ImportBatch) => void;
}) {
  const start = useStartImport();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PublishValues>({
    resolver: zodResolver(publishSchema, adminResolverOptions),
    defaultValues: { publish: 'next_window' },
  });

  const submit = handleSubmit(async ({ publish }) => {
    setFormError(null);
    try {
      onStarted(await start.mutateAsync({ ...options, publish, file_name: fileName.slice(0, 255) }));
    } catch (error) {
      setFormError(serverErrorText(error, 'The import could not start. Please try again.'));
    }
  });

  if (validRows === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
        No row can be imported yet: fix the file and check it again.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PublishChoice register={register('publish')} error={formState.errors.publish?.message} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary')}>
        {formState.isSubmitting
          ? 'Starting the import...'
          : `Import valid rows (${validRows.toLocaleString('en-US')})`}
      </button>
    </form>
  );
}
