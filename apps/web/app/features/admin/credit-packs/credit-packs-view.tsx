import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/form-controls';
import { StatusBadge } from '../../../components/status-badge';
import { formatBalance } from '../../../lib/format-money';
import { serverErrorText } from '../../../lib/server-error-text';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { useRowDialog } from '../use-row-dialog';
import { CreditPackFormDialog, packPlanLabel } from './credit-pack-form-dialog';
import {
  useAdminCreditPacks,
  useAdminPlanChoices,
  useUpdateCreditPack,
  type AdminCreditPack,
} from './api/use-admin-credit-packs';

/** Take a pack off sale or put it back: nothing already bought changes, so no confirmation. */
function SaleToggle({ pack }: { pack: AdminCreditPack }) {
  const update = useUpdateCreditPack();
  const label = `${pack.credits}-credit pack of ${packPlanLabel(pack)}`;
  return (
    <button
      type="button"
      disabled={update.isPending}
      className={buttonClass('secondary', 'sm')}
      onClick={() =>
        update.mutate(
          { id: pack._id, is_active: !pack.is_active },
          {
            onSuccess: () =>
              toast.success(
                pack.is_active
                  ? `The ${label} is off sale. Credits already bought stay valid.`
                  : `The ${label} is on sale again.`,
              ),
            onError: (error) =>
              toast.error(serverErrorText(error, 'The pack was not changed. Please try again.')),
          },
        )
      }
    >
      {pack.is_active ? 'Take off sale' : 'Put back on sale'}
    </button>
  );
}

/** Every credit pack (issue 20.2): what members of each plan can buy when their month's credits run out. */
export function CreditPacksView() {
  const packs = useAdminCreditPacks();
  const plans = useAdminPlanChoices();
  const edit = useRowDialog<AdminCreditPack>();
  const [isCreating, setIsCreating] = useState(false);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const closeCreate = useCallback(() => setIsCreating(false), []);
  const plansOnSale = (plans.data ?? []).filter((plan) => !plan.is_retired && plan.price > 0);
  const rows = [...(packs.data ?? [])].sort(
    (a, b) =>
      Number(b.is_active) - Number(a.is_active) ||
      packPlanLabel(a).localeCompare(packPlanLabel(b)) ||
      a.credits - b.credits,
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={newButtonRef}
          type="button"
          className={buttonClass('primary')}
          disabled={plansOnSale.length === 0}
          onClick={() => setIsCreating(true)}
        >
          New credit pack
        </button>
        {plans.data && plansOnSale.length === 0 && (
          <p className="text-sm text-slate-700">
            Packs are sold to members of a plan on sale online; put a plan on sale first.
          </p>
        )}
        {plans.error && (
          <p className="text-sm text-red-700">
            The plans could not be loaded, so a new pack cannot be made.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void plans.refetch()}>
              Try again
            </button>
          </p>
        )}
      </div>
      <ListStates
        what="the credit packs"
        isPending={packs.isPending}
        error={packs.error}
        onRetry={() => packs.refetch()}
        isEmpty={rows.length === 0}
        emptyTitle="No credit packs yet"
        emptyText="Members who run out of premium credits mid-month can buy a pack of their plan. Make one with “New credit pack”."
      >
        <DataTable<AdminCreditPack>
          caption="Credit packs"
          rows={rows}
          rowKey={(pack) => pack._id}
          columns={[
            {
              header: 'Plan',
              isTitle: true,
              cell: (pack) => <span className="font-semibold text-ink">{packPlanLabel(pack)}</span>,
            },
            {
              header: 'Credits',
              cell: (pack) => <span className="tabular-nums">{pack.credits}</span>,
            },
            {
              header: 'Price',
              cell: (pack) => <span className="tabular-nums">{formatBalance(pack.price)}</span>,
            },
            {
              header: 'Per credit',
              cell: (pack) => <span className="tabular-nums">{formatBalance(pack.price_per_credit)}</span>,
            },
            {
              header: 'Sold',
              cell: (pack) => <span className="tabular-nums">{pack.sold}</span>,
            },
            {
              header: 'Status',
              cell: (pack) =>
                pack.is_active ? (
                  <StatusBadge tone="green">On sale</StatusBadge>
                ) : (
                  <StatusBadge tone="slate">Off sale</StatusBadge>
                ),
            },
            {
              header: 'Actions',
              cell: (pack) => (
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    aria-label={`Edit the ${pack.credits}-credit pack of ${packPlanLabel(pack)}`}
                    onClick={(event) => edit.open(pack, event.currentTarget)}
                  >
                    Edit
                  </button>
                  <SaleToggle pack={pack} />
                </span>
              ),
            },
          ]}
        />
      </ListStates>
      <CreditPackFormDialog
        target={isCreating ? 'new' : edit.item}
        plans={plansOnSale}
        onClose={isCreating ? closeCreate : edit.close}
        returnFocusRef={isCreating ? newButtonRef : edit.openerRef}
      />
    </div>
  );
}
