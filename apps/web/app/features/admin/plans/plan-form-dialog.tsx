import type { RefObject } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/modal-dialog';
import { PlanForm } from './plan-form';
import { useCreatePlan, useUpdatePlan, type AdminPlan } from './api/use-admin-plans';

interface PlanFormDialogProps {
  /** 'new' to create a plan, a plan to edit it, null when closed. */
  target: AdminPlan | 'new' | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Create a plan (admin/create-plan) or edit its name, details, credits, badge, benefits and entitlements (admin/update-plan). */
export function PlanFormDialog({ target, onClose, returnFocusRef }: PlanFormDialogProps) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const plan = target === 'new' || target === null ? undefined : target;
  return (
    <ModalDialog
      isOpen={target !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={plan ? `Edit ${plan.plan_name} (${plan.plan_occurance})` : 'New plan'}
      size="lg"
    >
      {target !== null && (
        <PlanForm
          plan={plan}
          onSubmit={async (values) => {
            if (plan) {
              const { plan_occurance: _period, price: _price, ...changes } = values;
              await update.mutateAsync({ id: plan._id, ...changes });
              toast.success(`${values.plan_name} saved.`);
            } else {
              await create.mutateAsync(values);
              toast.success(`${values.plan_name} (${values.plan_occurance}) created and on sale.`);
            }
            onClose();
          }}
        />
      )}
    </ModalDialog>
  );
}
