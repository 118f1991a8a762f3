import type { RefObject } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isoToCentralInput } from '../central-time';
import { PublishTimeDialog } from '../publish-time-dialog';
import { publishingResultText, type PublishingAction } from '../publishing-text';
import { usePublishLeads, type AdminLead } from './api/use-admin-leads';

/** A publishing action asked for: on one lead (its row) or on the leads selected. */
export interface PublishingRequest {
  action: PublishingAction;
  leads: AdminLead[];
}

const whatOf = (leads: AdminLead[]) => {
  const [only] = leads;
  return leads.length === 1 && only
    ? `${only.lead_name}'s lead in ${only.city}, ${only.state} ${only.ZIP}`
    : `the ${leads.length} selected leads`;
};

/** Publish now and unpublish after a confirmation; another time through the Central-time picker. */
export function LeadsPublishingDialogs({
  request,
  onClose,
  onDone,
  returnFocusRef,
}: {
  request: PublishingRequest | null;
  onClose: () => void;
  /** After a success: the selection is spent. */
  onDone: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { publishNow, schedule, unpublish } = usePublishLeads();
  const ids = request?.leads.map((lead) => lead._id) ?? [];
  const what = request ? whatOf(request.leads) : '';
  const finish = (text: string) => {
    toast.success(text);
    onDone();
    onClose();
  };
  const [only] = request?.leads ?? [];
  return (
    <>
      <ConfirmDialog
        isOpen={request?.action === 'publish_now'}
        onClose={onClose}
        returnFocusRef={returnFocusRef}
        title="Publish now?"
        confirmLabel="Publish now"
        pendingLabel="Publishing..."
        tone="primary"
        isPending={publishNow.isPending}
        error={publishNow.error}
        onConfirm={() =>
          publishNow.mutate(ids, {
            onSuccess: (result) => finish(publishingResultText('publish_now', result)),
          })
        }
      >
        <p>
          <strong className="text-ink">{what}</strong> {ids.length === 1 ? 'goes' : 'go'} on the marketplace
          at once, and buyers with matching alerts are told now.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={request?.action === 'unpublish'}
        onClose={onClose}
        returnFocusRef={returnFocusRef}
        title="Take off the marketplace?"
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing..."
        isPending={unpublish.isPending}
        error={unpublish.error}
        onConfirm={() =>
          unpublish.mutate(ids, {
            onSuccess: (result) => finish(publishingResultText('unpublish', result)),
          })
        }
      >
        <p>
          <strong className="text-ink">{what}</strong> {ids.length === 1 ? 'waits' : 'wait'}, unpublished,
          until published again or given a time. A lead somebody bought stays for sale.
        </p>
        <p>When published again, a lead starts its 30 days afresh and buyers with alerts are told again.</p>
      </ConfirmDialog>
      <PublishTimeDialog
        isOpen={request?.action === 'schedule'}
        onClose={onClose}
        returnFocusRef={returnFocusRef}
        title="Change the publish time"
        {...(request?.leads.length === 1 && only?.status === 'scheduled' && only.publish_at
          ? { initial: isoToCentralInput(only.publish_at) }
          : {})}
        onSubmit={async (publishAt) => {
          const result = await schedule.mutateAsync({ leadIds: ids, publishAt });
          finish(publishingResultText('schedule', result, publishAt));
        }}
      >
        <p>
          <strong className="text-ink">{what}</strong> {ids.length === 1 ? 'goes' : 'go'} live at this time. A
          lead on sale that nobody bought comes off the marketplace until then.
        </p>
      </PublishTimeDialog>
    </>
  );
}
