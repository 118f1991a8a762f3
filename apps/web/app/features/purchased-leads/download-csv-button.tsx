import {
  CSV_PRESETS,
  CSV_PRESET_IDS,
  downloadPurchasedLeads,
  headingsOf,
  type CsvPresetId,
  type LeadType,
} from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { StrokeIcon } from '../../components/stroke-icon';
import { ApiError } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/download-file';
import { serverErrorText } from '../../lib/server-error-text';

interface DownloadCsvButtonProps {
  leadType: LeadType;
  state?: string;
  search?: string;
  label?: string;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * GET leads/download-purchased-leads as a file for a CRM, in the format its importer reads (issue
 * 18.5): the member picks the CRM and sees the columns before downloading. The answer is text/csv,
 * fetched as a blob; a 429 (250,000 rows a month, docs/product.md §9) is shown as the server says it.
 */
export function DownloadCsvButton({
  leadType,
  state,
  search,
  label = 'Download CSV',
}: DownloadCsvButtonProps) {
  const selectId = useId();
  const [preset, setPreset] = useState<CsvPresetId>('standard');
  const chosen = CSV_PRESETS[preset];
  const mutation = useMutation({
    mutationFn: () =>
      downloadApiFile(
        downloadPurchasedLeads.path,
        { preset, lead_type: leadType, state, search: search || undefined },
        `${leadType}-leads-${preset === 'standard' ? '' : `${preset}-`}${today()}.csv`,
      ),
    onSuccess: (name) => toast.success(`${name} downloaded.`),
  });
  const error = mutation.error;
  return (
    <div className="w-full max-w-sm space-y-2">
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
          Format
        </label>
        <select
          id={selectId}
          value={preset}
          onChange={(event) => setPreset(event.target.value as CsvPresetId)}
          className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        >
          {CSV_PRESET_IDS.map((id) => (
            <option key={id} value={id}>
              {CSV_PRESETS[id].label}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-slate-600">{chosen.description}</p>
      </div>
      <details className="rounded-xl bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
        <summary className="cursor-pointer font-semibold text-ink">
          Preview the {headingsOf(chosen.columns).length} columns
        </summary>
        <p className="mt-2 break-words text-slate-700">{headingsOf(chosen.columns).join(' · ')}</p>
      </details>
      <button
        type="button"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        className={buttonClass('primary')}
      >
        <StrokeIcon path="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" className="h-5 w-5" />
        {mutation.isPending ? 'Preparing...' : label}
      </button>
      {error && (
        <FormAlert>
          {error instanceof ApiError && error.status === 429
            ? (error.detail ?? 'You have reached the limit of 250,000 lead downloads this month.')
            : serverErrorText(error, 'The download did not start. Please try again.')}
        </FormAlert>
      )}
    </div>
  );
}
