import { useCallback, useRef, useState } from 'react';
import { buttonClass } from '../../../components/form-controls';
import { ListStates } from '../list-states';
import { useRowDialog } from '../use-row-dialog';
import { PlanCard, type PlanAction } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';
import { PriceChangeDialog } from './price-change-dialog';
import { RetirePlanDialog } from './retire-plan-dialog';
import { useAdminPlans, type AdminPlan } from './api/use-admin-plans';

/** Every plan, on sale or retired, with create, edit, price change and retire. */
export function PlansView() {
  const { data, isPending, error, refetch } = useAdminPlans();
  const edit = useRowDialog<AdminPlan>();
  const price = useRowDialog<AdminPlan>();
  const retire = useRowDialog<AdminPlan>();
  const [isCreating, setIsCreating] = useState(false);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const closeCreate = useCallback(() => setIsCreating(false), []);
  const dialogs: Record<PlanAction, typeof edit> = { edit, price, retire };
  const onSale = data?.filter((plan) => !plan.is_retired) ?? [];
  const retired = data?.filter((plan) => plan.is_retired) ?? [];

  const grid = (plans: AdminPlan[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan._id}>
          <PlanCard plan={plan} onAction={(action, target, opener) => dialogs[action].open(target, opener)} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="space-y-8">
      <button
        ref={newButtonRef}
        type="button"
        className={buttonClass('primary')}
        onClick={() => setIsCreating(true)}
      >
        New plan
      </button>
      <ListStates
        what="the plans"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.length === 0}
        emptyTitle="No plans yet"
      >
        <section aria-labelledby="plans-on-sale">
          <h2 id="plans-on-sale" className="mb-3 text-lg font-bold text-brand-900">
            On sale ({onSale.length})
          </h2>
          {onSale.length > 0 ? (
            grid(onSale)
          ) : (
            <p className="text-slate-700">No plan is on sale: the pricing page shows none.</p>
          )}
        </section>
        {retired.length > 0 && (
          <section aria-labelledby="plans-retired" className="mt-8">
            <h2 id="plans-retired" className="mb-1 text-lg font-bold text-brand-900">
              Retired ({retired.length})
            </h2>
            <p className="mb-3 text-sm text-slate-700">No longer sold; their subscribers keep them.</p>
            {grid(retired)}
          </section>
        )}
      </ListStates>
      <PlanFormDialog
        target={isCreating ? 'new' : edit.item}
        onClose={isCreating ? closeCreate : edit.close}
        returnFocusRef={isCreating ? newButtonRef : edit.openerRef}
      />
      <PriceChangeDialog plan={price.item} onClose={price.close} returnFocusRef={price.openerRef} />
      <RetirePlanDialog plan={retire.item} onClose={retire.close} returnFocusRef={retire.openerRef} />
    </div>
  );
}
