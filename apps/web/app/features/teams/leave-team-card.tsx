import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeliveryCard } from '../../components/delivery-card';
import { buttonClass } from '../../components/form-controls';
import { useLeaveTeam } from './api/team-api';

/** For a member (not the owner): leave the team, after a confirmation that says what goes and what stays. */
export function LeaveTeamCard({ accountName }: { accountName: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leave = useLeaveTeam();
  const navigate = useNavigate();
  return (
    <DeliveryCard
      title="Leave the team"
      description={
        <p>
          You keep your login as an account of your own. The leads, credits and wallet stay with {accountName}
          ’s team.
        </p>
      }
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClass('secondary', 'sm')} text-red-700`}
        onClick={() => setIsConfirming(true)}
      >
        Leave the team
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
          leave.reset();
        }}
        returnFocusRef={buttonRef}
        title={`Leave ${accountName}’s team?`}
        confirmLabel="Leave the team"
        pendingLabel="Leaving..."
        isPending={leave.isPending}
        error={leave.error}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.success(`You left ${accountName}’s team.`);
              void navigate('/dashboard');
            },
          })
        }
      >
        <p>
          You stay signed in, as an account with no leads, credits or wallet balance. Your API keys stop
          working at once, as they read the team’s leads. The owner is told by e-mail and can invite you
          again.
        </p>
      </ConfirmDialog>
    </DeliveryCard>
  );
}
