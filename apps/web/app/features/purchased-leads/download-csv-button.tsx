import { downloadPurchasedLeads, type LeadType } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
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
 * GET leads/download-purchased-leads as a file for a CRM. The answer is text/csv, so it is
 * fetched as a blob; a 429 (250,000 rows a month, docs/product.md §9) is shown as the server says it.
 */
export function DownloadCsvButton({
  leadType,
  state,
  search,
  label = 'Download CSV',
}: DownloadCsvButtonProps) {
  const mutation = useMutation({
    mutationFn: () =>
      downloadApiFile(
        downloadPurchasedLeads.path,
        { lead_type: leadType, state, search: search || undefined },
        `${leadType}-leads-${today()}.csv`,
      ),
    onSuccess: (name) => toast.success(`${name} downloaded.`),
  });
  const error = mutation.error;
  return (
    <div>
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
        <div className="mt-3">
          <FormAlert>
            {error instanceof ApiError && error.status === 429
              ? (error.detail ?? 'You have reached the limit of 250,000 lead downloads this month.')
              : serverErrorText(error, 'The download did not start. Please try again.')}
          </FormAlert>
        </div>
      )}
    </div>
  );
}
