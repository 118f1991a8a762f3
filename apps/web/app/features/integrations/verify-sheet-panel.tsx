import { SHEET_VERIFICATION } from '@app/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { serverErrorText } from '../../lib/server-error-text';
import { CopyableValue } from '../../components/copy-value-button';
import { useVerifyGoogleSheet } from './api/use-integrations';

/**
 * integrations/verify-google-sheet (docs/product.md §15): a connected sheet gets no row until its
 * member has put the code shown here into the sheet and we have read it back, so nobody can have
 * leads written into a sheet that is not theirs.
 */
export function VerifySheetPanel({ code, sheetName }: { code: string; sheetName: string }) {
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyGoogleSheet();
  const { tabName, cell } = SHEET_VERIFICATION;
  const headingId = useId();
  const check = () => {
    setError(null);
    verify.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          `Sheet verified. New leads will be added to the "${sheetName}" tab within a minute of purchase.`,
        ),
      onError: (failure) =>
        setError(serverErrorText(failure, 'We could not check the sheet. Please try again.')),
    });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-amber-300 sm:p-4"
    >
      <h4 id={headingId} className="font-bold text-ink">
        Prove this sheet is yours
      </h4>
      <p className="text-sm text-slate-700">
        No lead is added to this sheet until you do: only someone who can edit it can put this code in it.
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>
          In the sheet, add a tab named <strong className="text-ink">{tabName}</strong> (press{' '}
          <strong className="text-ink">+</strong> at the bottom left, then rename it).
        </li>
        <li className="space-y-2">
          <span>
            Paste this code into cell <strong className="text-ink">{cell}</strong> of that tab:
          </span>
          <CopyableValue value={code} label="your verification code" />
        </li>
        <li>
          Press <strong className="text-ink">Verify sheet</strong>. You can delete the {tabName} tab
          afterwards.
        </li>
      </ol>
      {error && <FormAlert>{error}</FormAlert>}
      <button type="button" onClick={check} disabled={verify.isPending} className={buttonClass('primary')}>
        {verify.isPending ? 'Checking the sheet...' : 'Verify sheet'}
      </button>
    </section>
  );
}
