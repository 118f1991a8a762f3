import type { PipelineLeadDetail } from '@app/shared';
import { useId } from 'react';
import { toast } from 'sonner';
import { serverErrorText } from '../../lib/server-error-text';
import { useAssignLead, useAssignableMembers } from './api/assign-lead';

/** Who bought the lead and who works it (issue 22.4); a buyer or the owner can change the assignee. */
export function PipelineAssignee({ detail, canChange }: { detail: PipelineLeadDetail; canChange: boolean }) {
  const selectId = useId();
  const members = useAssignableMembers();
  const assign = useAssignLead();
  const { item } = detail;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-800 sm:flex-row sm:items-center sm:gap-6">
      <p>
        Bought by <strong className="text-ink">{item.purchased_by?.name ?? 'your team'}</strong>
      </p>
      {canChange && members.data ? (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-semibold">
            Assigned to
          </label>
          <select
            id={selectId}
            value={item.assigned_to?.user_id ?? ''}
            disabled={assign.isPending}
            onChange={(event) =>
              assign.mutate(
                { purchase_id: item.purchase_id, user_id: event.target.value || null },
                {
                  onSuccess: (lead) =>
                    toast.success(
                      lead.assigned_to ? `Assigned to ${lead.assigned_to.name}.` : 'Nobody is assigned now.',
                    ),
                  onError: (error) => toast.error(serverErrorText(error, 'The assignee could not be saved.')),
                },
              )
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-ink"
          >
            <option value="">Nobody</option>
            {members.data.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>
          Assigned to <strong className="text-ink">{item.assigned_to?.name ?? 'nobody'}</strong>
        </p>
      )}
    </div>
  );
}
