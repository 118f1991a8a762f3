import { useRef, useState } from 'react';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { formatDateTime } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyableValue } from '../../components/copy-value-button';
import { DeliveryCard } from '../../components/delivery-card';
import { importDataFormula } from './integration-format';
import type { IntegrationsOverview } from '../../lib/delivery-types';
import { DisconnectButton } from './disconnect-button';
import { OneTimeSecret } from '../../components/one-time-secret';
import { useCreateCsvFeed } from './api/use-integrations';

/** integrations/create-csv-feed: a read-only link for IMPORTDATA, shown once; a new one replaces the old. */
export function CsvFeedSection({ feed }: { feed: IntegrationsOverview['csv_feed'] }) {
  const [url, setUrl] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const create = useCreateCsvFeed();

  const createFeed = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created);
        setIsConfirming(false);
        // The link now lives only in this panel's state.
        create.reset();
      },
    });

  return (
    <DeliveryCard
      title="Or: a CSV feed link for IMPORTDATA"
      description="No sharing needed: Google Sheets downloads the file from a private link. Choose by how you work:"
    >
      <ul className="grid gap-3 text-sm sm:grid-cols-2">
        <li className="rounded-xl bg-slate-50 p-4">
          <p className="font-semibold text-ink">CSV feed</p>
          <p className="mt-1 text-slate-700">
            Google pulls it about once an hour and shows all your leads, newest first. The whole range is
            rewritten each time, so notes typed beside it can end up next to a different lead.
          </p>
        </li>
        <li className="rounded-xl bg-slate-50 p-4">
          <p className="font-semibold text-ink">Connected sheet (above)</p>
          <p className="mt-1 text-slate-700">
            Gets each lead within a minute of purchase, as a new row, and keeps your own columns and notes.
          </p>
        </li>
      </ul>
      {feed && !url && (
        <p className="text-sm text-slate-700">
          You have a feed link, created {formatDateTime(feed.created_at)}. It is shown only once; create a new
          one if you lost it (the old link stops working).
        </p>
      )}
      {url && (
        <OneTimeSecret
          title="Your feed link"
          label="the feed link"
          value={url}
          onDismiss={() => setUrl(null)}
        >
          <p>In any cell of an empty tab, paste this formula:</p>
          <CopyableValue value={importDataFormula(url)} label="the IMPORTDATA formula" />
          <p>
            Anyone who has the link can read your leads: keep the sheet private, and revoke the link if it
            leaks.
          </p>
        </OneTimeSecret>
      )}
      {create.isError && !isConfirming && (
        <FormAlert>
          {serverErrorText(create.error, 'The feed link could not be created. Please try again.')}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          ref={createRef}
          type="button"
          disabled={create.isPending}
          onClick={() => (feed ? setIsConfirming(true) : createFeed())}
          className={buttonClass('primary', 'sm')}
        >
          {create.isPending && !isConfirming
            ? 'Creating...'
            : feed
              ? 'Create a new feed link'
              : 'Create feed link'}
        </button>
        {feed && (
          <DisconnectButton
            kind="csv_feed"
            label="Revoke feed link"
            title="Revoke the feed link?"
            confirmLabel="Revoke link"
            doneMessage="Feed link revoked. Sheets that use it stop updating."
          >
            <p>
              The link stops working at once: sheets that import it keep the last rows they loaded but get no
              new leads.
            </p>
          </DisconnectButton>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
          create.reset();
        }}
        returnFocusRef={createRef}
        title="Replace your feed link?"
        confirmLabel="Create new link"
        pendingLabel="Creating..."
        tone="primary"
        isPending={create.isPending}
        error={create.error}
        onConfirm={createFeed}
      >
        <p>
          Your current link stops working at once. Put the new formula in every sheet that used the old one.
        </p>
      </ConfirmDialog>
    </DeliveryCard>
  );
}
