import { DNC_LISTS, DNC_LIST_LABELS, type DncList } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert, SelectField, buttonClass } from '../../../components/form-controls';
import { formatDateTime } from '../../../lib/format-date';
import { serverErrorText } from '../../../lib/server-error-text';
import { AdminPanel } from '../admin-page';
import { MAX_CSV_BYTES, formatFileSize, readFileAsUtf8 } from '../csv-upload';
import { useDncLists, useUploadDncList } from './api/use-compliance';
import { dncUploadedText } from './compliance-text';

/**
 * Issue 18.4: the team uploads a Do-Not-Call registry extract and a TCPA litigator list. An upload
 * replaces its list; every lead with a listed number is flagged at once and shown to buyers before
 * they pay; leads are checked again at import and at publish.
 */
export function DncListsPanel() {
  const lists = useDncLists();
  const upload = useUploadDncList();
  const fileId = useId();
  const errorId = useId();
  const [list, setList] = useState<DncList>('dnc');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!file) return setError('Choose the CSV file of numbers first.');
    if (file.size > MAX_CSV_BYTES)
      return setError(`The file is ${formatFileSize(file.size)}; the most is 25 MB.`);
    try {
      const csv = await readFileAsUtf8(file);
      const result = await upload.mutateAsync({ list, csv, file_name: file.name });
      toast.success(dncUploadedText(result));
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (caught) {
      setError(serverErrorText(caught, 'The list was not uploaded. Please try again.'));
    }
  }

  return (
    <AdminPanel
      title="Do-Not-Call lists"
      description="Upload the registry extract for the area codes you sell and a TCPA litigator list, as CSV files with one phone number per line. An upload replaces the list of its kind. Leads with a listed number are flagged at once, shown to buyers before they pay and in every delivery, and every lead is checked again at import and when it goes on sale."
    >
      <div className="space-y-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          {DNC_LISTS.map((kind) => {
            const current = lists.data?.find((l) => l.list === kind);
            return (
              <div key={kind} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
                <dt className="text-sm font-semibold text-ink">{DNC_LIST_LABELS[kind]}</dt>
                <dd className="mt-1 text-sm text-slate-700">
                  {lists.isPending
                    ? 'Loading…'
                    : current
                      ? `${current.numbers.toLocaleString('en-US')} numbers · ${current.file_name ?? 'file name not recorded'} · uploaded ${formatDateTime(current.uploaded_at)}${current.uploaded_by ? ` by ${current.uploaded_by}` : ''}`
                      : 'Not uploaded yet: leads are not checked against it.'}
                </dd>
              </div>
            );
          })}
        </dl>
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4"
          aria-describedby={error ? errorId : undefined}
        >
          <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <SelectField label="List" value={list} onChange={(e) => setList(e.target.value as DncList)}>
              {DNC_LISTS.map((kind) => (
                <option key={kind} value={kind}>
                  {DNC_LIST_LABELS[kind]}
                </option>
              ))}
            </SelectField>
            <div>
              <label htmlFor={fileId} className="block text-sm font-semibold text-ink">
                CSV file of numbers
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              />
              {file && (
                <p className="mt-1 text-xs text-slate-600">
                  {file.name} · {formatFileSize(file.size)}
                </p>
              )}
            </div>
          </div>
          {error && (
            <div id={errorId}>
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <button type="submit" disabled={upload.isPending} className={buttonClass('primary')}>
            {upload.isPending ? 'Uploading…' : 'Upload and check every lead'}
          </button>
        </form>
      </div>
    </AdminPanel>
  );
}
