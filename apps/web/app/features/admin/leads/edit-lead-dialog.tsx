import type { RefObject } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/modal-dialog';
import { LeadForm } from '../lead-form';
import { leadToFormValues, toUpdateLeadBody } from '../lead-form-values';
import { useUpdateLead, type AdminLead } from './api/use-admin-leads';

/** Edit every field of a lead (admin/update-lead); a lead that already has buyers keeps its type. */
export function EditLeadDialog({
  lead,
  onClose,
  returnFocusRef,
}: {
  lead: AdminLead | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const update = useUpdateLead();
  return (
    <ModalDialog
      isOpen={lead !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title="Edit lead"
      size="lg"
    >
      {lead && (
        <>
          {lead.buyers_count > 0 && (
            <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
              {lead.buyers_count} {lead.buyers_count === 1 ? 'buyer has' : 'buyers have'} this lead:
              corrections reach their downloads and integrations, and its type can no longer change.
            </p>
          )}
          <LeadForm
            mode="edit"
            defaultValues={leadToFormValues(lead)}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            onSubmit={async (values) => {
              await update.mutateAsync(toUpdateLeadBody(lead, values));
              toast.success('Lead saved.');
              onClose();
            }}
          />
        </>
      )}
    </ModalDialog>
  );
}
