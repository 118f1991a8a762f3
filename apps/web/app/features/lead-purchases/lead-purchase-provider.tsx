import type { MarketplaceLead } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form-controls';
import { LoadFailureBoundary } from '../../components/load-failure-boundary';
import { ModalDialog } from '../../components/modal-dialog';
import { ApiError } from '../../lib/api-client';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { formatBalance, formatMoney } from '../../lib/format-money';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { serverErrorText } from '../../lib/server-error-text';
import { purchaseFailureNextStep, purchaseLead, type PurchaseResult } from './api/purchase-lead';
import { premiumConfirmTitle, purchasedLeadsPath, revealedLeadTitle } from './lead-purchase-text';

// The revealed lead shows the seller's phone as people read it, and the phone library (26 KiB
// compressed) is not needed before a purchase: the dialog's code loads when the member asks to
// buy, while they read the confirmation (issue 24.1).
const RevealedLeadDialog = lazy(() =>
  import('./revealed-lead-dialog').then((module) => ({ default: module.RevealedLeadDialog })),
);

/** The public marketplace list's query key (features/marketplace): refreshed after every purchase. */
const MARKETPLACE_LIST_KEY = ['marketplace-leads'] as const;

interface Failure {
  lead: MarketplaceLead;
  error: unknown;
}

interface LeadPurchaseValue {
  /** The lead being taken or bought right now, if any. */
  pendingLeadId: string | null;
  /** Asks first (the credit for a premium lead, the price for an exclusive one), then runs it. */
  start: (lead: MarketplaceLead, opener: HTMLElement) => void;
}

const LeadPurchaseContext = createContext<LeadPurchaseValue | null>(null);

export function useLeadPurchase(): LeadPurchaseValue {
  const value = useContext(LeadPurchaseContext);
  if (!value) throw new Error('useLeadPurchase must be used inside <LeadPurchaseProvider>');
  return value;
}

/**
 * Runs a take or a buy for the marketplace cards and shows its outcome: the confirmation of an
 * exclusive purchase, the revealed lead, or what went wrong with the next step to take.
 */
export function LeadPurchaseProvider({
  walletBalance,
  creditsLeft,
  children,
}: {
  walletBalance: number | undefined;
  /** The member's premium credits left this period, for "Spend 1 of your N credits?". */
  creditsLeft: number | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKeys();
  const openerRef = useRef<HTMLElement | null>(null);
  const lastLeadId = useRef<string | undefined>(undefined);
  const [pendingLeadId, setPendingLeadId] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<MarketplaceLead | null>(null);
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Set when a confirmation first opens: the revealed lead's dialog is rendered (and loaded) from then on. */
  const [hasAskedToBuy, setHasAskedToBuy] = useState(false);

  const run = useCallback(
    async (lead: MarketplaceLead) => {
      const action = `${lead.lead_type}:${lead.id}`;
      lastLeadId.current = lead.id;
      setPendingLeadId(lead.id);
      setFailure(null);
      try {
        const outcome = await purchaseLead(lead, keyFor(action));
        settle(action);
        setResult(outcome);
        for (const key of [
          customerQueryKeys.dashboard,
          customerQueryKeys.wallet,
          customerQueryKeys.purchased,
          MARKETPLACE_LIST_KEY,
        ]) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      } catch (error) {
        settle(action, error);
        setFailure({ lead, error });
        // 409: the lead was just sold or is gone — show the list as it is now.
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: MARKETPLACE_LIST_KEY });
      } finally {
        setPendingLeadId(null);
      }
    },
    [keyFor, settle, queryClient],
  );

  const start = useCallback((lead: MarketplaceLead, opener: HTMLElement) => {
    openerRef.current = opener;
    // Both kinds spend something the member counts: ask first (issue 18.6).
    setToConfirm(lead);
    setHasAskedToBuy(true);
  }, []);

  // After a purchase the card's button is replaced ('You own this lead') or the card leaves the
  // list; focus then returns to the card itself, or stays in the page's main region.
  const keepFocusTarget = useCallback((leadId: string | undefined) => {
    if (openerRef.current?.isConnected) return;
    openerRef.current =
      (leadId && document.getElementById(`lead-${leadId}`)) || document.getElementById('main');
  }, []);
  const closeConfirm = useCallback(() => setToConfirm(null), []);
  const closeResult = useCallback(() => {
    keepFocusTarget(lastLeadId.current);
    setResult(null);
  }, [keepFocusTarget]);
  const closeFailure = useCallback(() => {
    keepFocusTarget(lastLeadId.current);
    setFailure(null);
  }, [keepFocusTarget]);
  const value = useMemo(() => ({ pendingLeadId, start }), [pendingLeadId, start]);
  const failureStatus = failure?.error instanceof ApiError ? failure.error.status : 0;
  const nextStep = failure ? purchaseFailureNextStep(failureStatus, failure.lead.lead_type) : null;
  const canRetry = failureStatus === 0 || failureStatus >= 500;

  return (
    <LeadPurchaseContext.Provider value={value}>
      {children}
      <ModalDialog
        isOpen={Boolean(toConfirm)}
        onClose={closeConfirm}
        returnFocusRef={openerRef}
        title={
          toConfirm?.lead_type === 'premium' ? premiumConfirmTitle(creditsLeft) : 'Buy this exclusive lead?'
        }
      >
        {toConfirm && (
          <div className="space-y-4">
            {toConfirm.lead_type === 'premium' ? (
              <>
                <p className="text-slate-700">
                  {toConfirm.property_type} in {toConfirm.city}, {toConfirm.state} {toConfirm.ZIP} for one
                  premium credit. Up to {toConfirm.max_buyers} investors can take it, so call the seller
                  early.
                </p>
                <p className="text-sm text-slate-600">
                  If the number is wrong or the seller already sold, ask for a replacement within 72 hours.
                </p>
              </>
            ) : (
              <>
                <p className="text-slate-700">
                  {toConfirm.property_type} in {toConfirm.city}, {toConfirm.state} {toConfirm.ZIP} for{' '}
                  <strong className="text-ink">{formatMoney(toConfirm.price ?? 0)}</strong>, paid from your
                  wallet
                  {walletBalance !== undefined && <> (balance {formatBalance(walletBalance)})</>}. It becomes
                  yours alone and leaves the marketplace.
                </p>
                <p className="text-sm text-slate-600">
                  If the contact details turn out wrong, you can ask for a refund within 72 hours with your
                  call, SMS or email log.
                </p>
              </>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" onClick={closeConfirm} className={buttonClass('secondary')}>
                Not now
              </button>
              <button
                type="button"
                data-autofocus
                className={buttonClass('primary')}
                onClick={() => {
                  const lead = toConfirm;
                  setToConfirm(null);
                  void run(lead);
                }}
              >
                {toConfirm.lead_type === 'premium'
                  ? 'Take it for 1 credit'
                  : `Buy for ${formatMoney(toConfirm.price ?? 0)}`}
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
      {hasAskedToBuy && (
        // If the dialog's code cannot load, the purchase still stands: the member is told so and
        // where the lead is.
        <LoadFailureBoundary
          fallback={
            <ModalDialog
              isOpen={Boolean(result)}
              onClose={closeResult}
              returnFocusRef={openerRef}
              title={revealedLeadTitle(result?.lead.lead_type)}
            >
              {result && (
                <div>
                  <p role="status">
                    It is yours, but this page could not show its details: check your connection. The
                    seller&apos;s name, phone and address are in your purchased leads.
                  </p>
                  <Link
                    to={purchasedLeadsPath(result.lead.lead_type)}
                    className={`mt-6 ${buttonClass('primary')}`}
                  >
                    View in Purchased Leads
                  </Link>
                </div>
              )}
            </ModalDialog>
          }
        >
          <Suspense fallback={null}>
            <RevealedLeadDialog result={result} onClose={closeResult} returnFocusRef={openerRef} />
          </Suspense>
        </LoadFailureBoundary>
      )}
      <ModalDialog
        isOpen={Boolean(failure)}
        onClose={closeFailure}
        returnFocusRef={openerRef}
        title={
          failure?.lead.lead_type === 'exclusive'
            ? 'This lead could not be bought'
            : 'This lead could not be taken'
        }
      >
        {failure && (
          <div className="space-y-4">
            <p role="alert" className="text-ink">
              {serverErrorText(failure.error, 'Something went wrong. Please try again.')}
            </p>
            {failureStatus === 409 && (
              <p className="text-sm text-slate-600">
                The list has been refreshed with the leads still for sale.
              </p>
            )}
            {canRetry && (
              <p className="text-sm text-slate-600">
                Nothing is charged twice: trying again completes the same purchase.
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" onClick={closeFailure} className={buttonClass('secondary')}>
                Close
              </button>
              {canRetry && (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={() => void run(failure.lead)}
                >
                  Try again
                </button>
              )}
              {nextStep && (
                <Link to={nextStep.href} className={buttonClass('primary')}>
                  {nextStep.label}
                </Link>
              )}
            </div>
          </div>
        )}
      </ModalDialog>
    </LeadPurchaseContext.Provider>
  );
}
