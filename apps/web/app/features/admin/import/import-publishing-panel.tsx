import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/form-controls';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPanel } from '../admin-page';
import { isoToCentralInput } from '../central-time';
import { PublishTimeDialog } from '../publish-time-dialog';
import { publishingResultText } from '../publishing-text';
import { importNameOf, publishTimeText, waitingLeadsOf } from './import-summary';
import { usePublishImport, type ImportBatch } from './api/use-lead-import';

type Open = 'publish' | 'schedule' | 'unpublish' | null;

const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/** Publish an import's waiting leads now, move them to another time, or take its leads back. */
export function ImportPublishingPanel({ batch }: { batch: ImportBatch }) {
  const actions = usePublishImport(batch._id);
  const [open, setOpen] = useState<Open>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const show = (which: Open) => (event: { currentTarget: HTMLElement }) => {
    openerRef.current = event.currentTarget;
    for (const mutation of Object.values(actions)) mutation.reset();
    setOpen(which);
  };
  const close = () => setOpen(null);
  const waiting = waitingLeadsOf(batch);
  const movable = waiting + batch.leads.published;
  const name = importNameOf(batch);

  return (
    <AdminPanel title="Publishing" description={publishTimeText(batch)}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={waiting === 0}
          onClick={show('publish')}
        >
          Publish now
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={movable === 0}
          onClick={show('schedule')}
        >
          Change publish time
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={batch.leads.published === 0}
          onClick={show('unpublish')}
        >
          Unpublish
        </button>
        <Link to={`/admin/leads?import_id=${batch._id}`} className={buttonClass('secondary')}>
          See its leads
        </Link>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        A lead somebody has bought stays on the marketplace; withdraw it from the leads list to take it down.
      </p>

      <ConfirmDialog
        isOpen={open === 'publish'}
        onClose={close}
        returnFocusRef={openerRef}
        title="Publish these leads now?"
        confirmLabel="Publish now"
        pendingLabel="Publishing..."
        tone="primary"
        isPending={actions.publishNow.isPending}
        error={actions.publishNow.error}
        onConfirm={() =>
          actions.publishNow.mutate(undefined, {
            onSuccess: (result) => {
              toast.success(publishingResultText('publish_now', result));
              close();
            },
          })
        }
      >
        <p>
          The {leadsWord(waiting)} of <strong className="text-ink">{name}</strong> that are not on sale yet go
          on the marketplace at once, and buyers with matching alerts are told now instead of at the next
          window.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={open === 'unpublish'}
        onClose={close}
        returnFocusRef={openerRef}
        title="Take these leads off the marketplace?"
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing..."
        isPending={actions.unpublish.isPending}
        error={actions.unpublish.error}
        onConfirm={() =>
          actions.unpublish.mutate(undefined, {
            onSuccess: (result) => {
              toast.success(publishingResultText('unpublish', result));
              close();
            },
          })
        }
      >
        <p>
          The leads of <strong className="text-ink">{name}</strong> that nobody has bought leave the
          marketplace and wait, unpublished, until you publish them or set a time. Bought leads stay for sale.
        </p>
        <p>When published again, a lead starts its 30 days afresh and buyers with alerts are told again.</p>
      </ConfirmDialog>

      <PublishTimeDialog
        isOpen={open === 'schedule'}
        onClose={close}
        returnFocusRef={openerRef}
        title="Change the publish time"
        {...(batch.publish_at && waiting > 0 ? { initial: isoToCentralInput(batch.publish_at) } : {})}
        onSubmit={async (publishAt) => {
          const result = await actions.schedule.mutateAsync(publishAt);
          toast.success(publishingResultText('schedule', result, publishAt));
          close();
        }}
      >
        <p>
          Every lead of <strong className="text-ink">{name}</strong> that is waiting, or on sale with no buyer
          yet, goes live at this time ({leadsWord(movable)} today).
        </p>
      </PublishTimeDialog>
    </AdminPanel>
  );
}
