import { useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../../components/form-controls';
import { ModalDialog } from '../../../components/modal-dialog';
import { serverErrorText } from '../../../lib/server-error-text';
import { useRetirePlan, type AdminPlan } from './api/use-admin-plans';

function RetireConfirm({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const retire = useRetirePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = async () => {
    setFormError(null);
    try {
      await retire.mutateAsync({ id: plan._id });
      toast.success(`${plan.plan_name} (${plan.plan_occurance}) is retired.`);
      onClose();
    } catch (error) {
      setFormError(serverErrorText(error, 'The plan was not retired. Please try again.'));
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        It disappears from the pricing page and nobody new can subscribe.{' '}
        {plan.subscribers > 0
          ? `The ${plan.subscribers} current ${plan.subscribers === 1 ? 'subscriber keeps' : 'subscribers keep'} it: their renewals, price and credits do not change.`
          : 'Nobody subscribes to it today.'}
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('danger')}
          disabled={retire.isPending}
          onClick={() => void confirm()}
        >
          {retire.isPending ? 'Retiring...' : 'Retire plan'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onClose} data-autofocus>
          Keep selling it
        </button>
      </div>
    </div>
  );
}

/** Stop selling a plan (admin/retire-plan), after a confirmation that says what happens to subscribers. */
export function RetirePlanDialog({
  plan,
  onClose,
  returnFocusRef,
}: {
  plan: AdminPlan | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={plan !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={plan ? `Retire ${plan.plan_name} (${plan.plan_occurance})?` : 'Retire plan?'}
      role="alertdialog"
    >
      {plan && <RetireConfirm plan={plan} onClose={onClose} />}
    </ModalDialog>
  );
}
