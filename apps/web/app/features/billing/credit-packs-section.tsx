import type { BillingOverview, CreditPack } from '@app/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { site } from '../../config/site';
import { formatDate } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';
import { serverErrorText } from '../../lib/server-error-text';
import { OrderSummary, cardEnding } from './order-summary';
import { useBuyCreditPack } from './api/use-billing-action';
import { useReviewCharge, type ChargeRequest } from './api/use-preview-charge';

type PayWith = 'card' | 'wallet';

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 has-[:disabled]:hover:border-slate-300';

function PackOption({
  pack,
  isChecked,
  onChoose,
}: {
  pack: CreditPack;
  isChecked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name="credit-pack"
        value={pack._id}
        checked={isChecked}
        onChange={onChoose}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <span className="min-w-0">
        <span className="block font-bold text-brand-900">{pack.credits} premium credits</span>
        <span className="block text-lg font-extrabold text-ink">{formatBalance(pack.price)}</span>
        <span className="block text-sm text-slate-700">
          {formatBalance(pack.price_per_credit)} per credit
        </span>
      </span>
    </label>
  );
}

interface PayOptionProps {
  value: PayWith;
  checked: boolean;
  onChoose: () => void;
  label: string;
  detail: string;
  /** Why this way to pay cannot be chosen now, shown instead of hiding it. */
  disabledReason: ReactNode | null;
}

function PayOption({ value, checked, onChoose, label, detail, disabledReason }: PayOptionProps) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name="credit-pack-pay-with"
        value={value}
        checked={checked}
        disabled={disabledReason !== null}
        onChange={onChoose}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <span className="min-w-0">
        {/* Greyed when it cannot be chosen; the reason stays fully readable. */}
        <span className={`block font-semibold ${disabledReason ? 'text-slate-500' : 'text-ink'}`}>
          {label}
        </span>
        <span className={`block text-sm ${disabledReason ? 'text-slate-500' : 'text-slate-700'}`}>
          {detail}
        </span>
        {disabledReason && (
          <span className="mt-1 block text-sm font-medium text-amber-900">{disabledReason}</span>
        )}
      </span>
    </label>
  );
}

/** The way to pay that is sent: the one chosen if it can pay for this pack, else the other, else none. */
function usablePayWith(chosen: PayWith, canCard: boolean, canWallet: boolean): PayWith | null {
  if (chosen === 'card' && canCard) return 'card';
  if (chosen === 'wallet' && canWallet) return 'wallet';
  return canCard ? 'card' : canWallet ? 'wallet' : null;
}

/** Where the credits stand: how many are left, and when they (and any pack bought now) run out. */
function CreditsLeft({ overview }: { overview: BillingOverview }) {
  return (
    <p className="mt-1 text-slate-700">
      <strong className="text-ink">
        {overview.credits_left} premium {overview.credits_left === 1 ? 'credit' : 'credits'} left
      </strong>
      {overview.credits_reset_at
        ? `; your credits reset on ${formatDate(overview.credits_reset_at)}. Credits bought now last until then and are forfeited with the month's own if unused.`
        : '.'}
    </p>
  );
}

function BuyForm({ overview, packs }: { overview: BillingOverview; packs: CreditPack[] }) {
  const card = overview.payment_method;
  const [packId, setPackId] = useState(packs[0]!._id);
  const pack = packs.find((candidate) => candidate._id === packId) ?? packs[0]!;
  const walletShort = overview.wallet_balance < pack.price;
  const [chosenPayWith, setPayWith] = useState<PayWith>(card ? 'card' : 'wallet');
  const payWith = usablePayWith(chosenPayWith, Boolean(card), !walletShort);
  const [review, setReview] = useState<ChargeRequest | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const reviewCharge = useReviewCharge();
  const mutation = useBuyCreditPack((result) => {
    const bought = result.credit_pack;
    toast.success(`${bought.credits} premium credits added, valid until ${formatDate(bought.valid_until)}.`);
    setReview(null);
  });

  if (review?.pack_id && review.pay_with) {
    const { pack_id, pay_with } = review;
    return (
      <div className="mt-5">
        <OrderSummary
          request={review}
          onConfirm={(expectedTotal) =>
            mutation.mutateAsync({ pack_id, pay_with, expected_total: expectedTotal })
          }
          isConfirming={mutation.isPending}
          onBack={() => setReview(null)}
          backLabel="Back to packs"
          failureText="The credits could not be bought. Please try again."
        />
      </div>
    );
  }

  return (
    <form
      noValidate
      className="mt-5 space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!payWith) return;
        setFormError(null);
        const request: ChargeRequest = { action: 'buy_credit_pack', pack_id: pack._id, pay_with: payWith };
        setIsPreparing(true);
        try {
          await reviewCharge(request);
          setReview(request);
        } catch (error) {
          setFormError(serverErrorText(error, 'The order summary could not be prepared. Please try again.'));
        } finally {
          setIsPreparing(false);
        }
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Choose a pack</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {packs.map((candidate) => (
            <PackOption
              key={candidate._id}
              pack={candidate}
              isChecked={candidate._id === pack._id}
              onChoose={() => setPackId(candidate._id)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Pay with</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <PayOption
            value="card"
            checked={payWith === 'card'}
            onChoose={() => setPayWith('card')}
            label="Card"
            detail={card ? cardEnding(card) : 'No card saved'}
            disabledReason={card ? null : 'Save a card under Payment method to pay by card.'}
          />
          <PayOption
            value="wallet"
            checked={payWith === 'wallet'}
            onChoose={() => setPayWith('wallet')}
            label="Wallet"
            detail={`Balance ${formatBalance(overview.wallet_balance)}`}
            disabledReason={
              walletShort ? (
                <>
                  Your wallet holds {formatBalance(overview.wallet_balance)}; this pack costs{' '}
                  {formatBalance(pack.price)}.{' '}
                  <Link to="/wallet" className="font-semibold underline">
                    Add funds
                  </Link>
                </>
              ) : null
            }
          />
        </div>
      </fieldset>
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={isPreparing || !payWith} className={buttonClass('primary')}>
        {isPreparing ? 'Preparing your order...' : 'Review order'}
      </button>
    </form>
  );
}

/**
 * Extra premium credits for a member who ran out mid-month (issue 20.2): the packs the team prices
 * for the member's plan, paid by card or from the wallet after an order summary. Reached from the
 * dashboard at /billing#credit-packs.
 */
export function CreditPacksSection({ overview }: { overview: BillingOverview }) {
  const sectionRef = useRef<HTMLElement | null>(null);
  const { hash } = useLocation();
  // The page appears after its data loads, too late for the browser's own jump to the anchor.
  useEffect(() => {
    if (hash === '#credit-packs') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const subscription = overview.subscription;
  const isActive = subscription?.status === 'active';
  return (
    <section
      ref={sectionRef}
      id="credit-packs"
      aria-labelledby="credit-packs-heading"
      className="scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="credit-packs-heading" className="text-xl font-bold text-brand-900">
        Credit packs
      </h2>
      {!subscription || subscription.status === 'canceled' ? (
        <p className="mt-1 text-slate-700">
          Credit packs come with a plan: once you subscribe, you can buy extra premium credits here whenever
          the month's run out.
        </p>
      ) : !isActive ? (
        <>
          <CreditsLeft overview={overview} />
          <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Pay the overdue renewal first; then you can buy extra credits.
          </p>
        </>
      ) : (
        <>
          <CreditsLeft overview={overview} />
          {overview.credit_packs.length === 0 ? (
            <p className="mt-3 text-slate-700">
              No credit pack is on sale for the {subscription.plan.plan_name} plan at the moment. Need more
              leads this month? Write to{' '}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
              .
            </p>
          ) : (
            <BuyForm overview={overview} packs={overview.credit_packs} />
          )}
        </>
      )}
    </section>
  );
}
