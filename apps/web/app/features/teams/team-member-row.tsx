import { TEAM_MEMBER_ROLES, TEAM_ROLE_LABELS, type TeamMember, type TeamMemberRole } from '@app/shared';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/form-controls';
import { serverErrorText } from '../../lib/server-error-text';
import { useChangeMemberRole, useRemoveMember } from './api/team-api';

/** One person of the team; the owner sees a role select and Remove for each member. */
export function TeamMemberRow({
  member,
  isYou,
  canManage,
}: {
  member: TeamMember;
  isYou: boolean;
  canManage: boolean;
}) {
  const selectId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const isManaged = canManage && member.role !== 'owner';

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {member.name}
          {isYou && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
        </p>
        <p className="break-all text-sm text-slate-600">{member.email}</p>
      </div>
      {isManaged ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            Role of {member.name}
          </label>
          <select
            id={selectId}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => {
              const role = event.target.value as TeamMemberRole;
              changeRole.mutate(
                { user_id: member.user_id, role },
                {
                  onSuccess: () => toast.success(`${member.name} is now a ${role}.`),
                  onError: (error) => toast.error(serverErrorText(error, 'The role could not be changed.')),
                },
              );
            }}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-ink"
          >
            {TEAM_MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <button
            ref={removeRef}
            type="button"
            className={`${buttonClass('secondary', 'sm')} text-red-700`}
            onClick={() => setIsConfirming(true)}
            aria-label={`Remove ${member.name}`}
          >
            Remove
          </button>
          <ConfirmDialog
            isOpen={isConfirming}
            onClose={() => {
              setIsConfirming(false);
              remove.reset();
            }}
            returnFocusRef={removeRef}
            title={`Remove ${member.name}?`}
            confirmLabel="Remove member"
            pendingLabel="Removing..."
            isPending={remove.isPending}
            error={remove.error}
            onConfirm={() =>
              remove.mutate(
                { user_id: member.user_id },
                {
                  onSuccess: () => {
                    setIsConfirming(false);
                    toast.success(`${member.name} was removed from the team.`);
                  },
                },
              )
            }
          >
            <p>
              They are signed out everywhere and their API keys stop working at once. The leads they bought
              stay with the team; their login stays theirs, as an account with nothing in it.
            </p>
          </ConfirmDialog>
        </div>
      ) : (
        <span className="self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700 sm:self-auto">
          {TEAM_ROLE_LABELS[member.role]}
        </span>
      )}
    </li>
  );
}
