import type { WalletEntry } from '@app/shared';
import { EmptyState } from '../../components/empty-state';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { formatBalance, formatSignedMoney } from '../../lib/format-money';

const KIND_LABELS: Record<WalletEntry['kind'], { label: string; tone: BadgeTone }> = {
  topup: { label: 'Top-up', tone: 'green' },
  purchase: { label: 'Purchase', tone: 'slate' },
  refund: { label: 'Refund', tone: 'blue' },
  reward: { label: 'Reward', tone: 'amber' },
  adjustment: { label: 'Adjustment', tone: 'slate' },
  chargeback: { label: 'Chargeback', tone: 'red' },
  chargeback_restored: { label: 'Dispute won', tone: 'green' },
  provider_refund: { label: 'Card refund', tone: 'red' },
  debt_repayment: { label: 'Paid what you owed', tone: 'slate' },
  credit_pack: { label: 'Credit pack', tone: 'slate' },
};

/** A reversal of money already spent adds to what is owed; a repayment pays it (docs/product.md §14). */
function OwedChange({ owedChange }: { owedChange: number }) {
  if (owedChange === 0) return null;
  return (
    <span className="block text-sm font-semibold text-red-800">
      {owedChange > 0
        ? `${formatBalance(owedChange)} of it was already spent: you owe it`
        : `${formatBalance(-owedChange)} paid off what you owed`}
    </span>
  );
}

function Amount({ amount }: { amount: number }) {
  return (
    <span
      className={`shrink-0 whitespace-nowrap font-semibold tabular-nums ${amount < 0 ? 'text-red-700' : 'text-brand-700'}`}
    >
      {formatSignedMoney(amount)}
      <span className="sr-only">{amount < 0 ? ' spent' : ' added'}</span>
    </span>
  );
}

function Description({ entry }: { entry: WalletEntry }) {
  return (
    <>
      <span className="text-ink">{entry.description}</span>
      {entry.event_name && (
        <span className="block text-sm font-semibold text-amber-800">{entry.event_name}</span>
      )}
      <OwedChange owedChange={entry.owed_change} />
    </>
  );
}

/** The wallet's ledger: money in green, money out in red, rewards with their event's name. */
export function WalletLedger({ entries }: { entries: WalletEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState title="No wallet activity yet">
        Add funds to buy exclusive leads the moment they appear. Rewards from giveaways and special events
        show up here too.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200 md:hidden">
        {entries.map((entry) => (
          <li key={entry._id} className="flex items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Description entry={entry} />
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <StatusBadge tone={KIND_LABELS[entry.kind].tone}>{KIND_LABELS[entry.kind].label}</StatusBadge>
                {formatDateTime(entry.created_at)}
              </p>
            </div>
            <Amount amount={entry.amount} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Wallet history, newest first</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Type
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td className="whitespace-nowrap px-5 py-3 text-sm text-slate-700">
                  {formatDateTime(entry.created_at)}
                </td>
                <td className="px-5 py-3">
                  <StatusBadge tone={KIND_LABELS[entry.kind].tone}>
                    {KIND_LABELS[entry.kind].label}
                  </StatusBadge>
                </td>
                <td className="px-5 py-3">
                  <Description entry={entry} />
                </td>
                <td className="whitespace-nowrap px-5 py-3 text-right">
                  <Amount amount={entry.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
