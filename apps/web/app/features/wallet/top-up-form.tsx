import { zodResolver } from '@hookform/resolvers/zod';
import { topUpSchema } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { site } from '../../config/site';
import { ApiError } from '../../lib/api-client';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { formatBalance, formatMoney } from '../../lib/format-money';
import { useTopUp } from './api/use-top-up';
import type { BankConfirmation } from './confirm-top-up';
import { useWalletCreditWatch, type CreditWatchState } from './use-wallet-credit-watch';

type Input = z.input<typeof topUpSchema>;
type Values = z.output<typeof topUpSchema>;

const PRESETS = [50, 100, 250, 500] as const;

/** A failed or unfinished top-up, said plainly, with where to fix it. */
function TopUpProblem({ text, needsCard }: { text: string; needsCard: boolean }) {
  return (
    <FormAlert>
      <p>{text}</p>
      {needsCard && (
        <p className="mt-1 font-normal">
          <Link to="/billing" className="font-semibold underline">
            Save or change your card in Billing
          </Link>
        </p>
      )}
    </FormAlert>
  );
}

export const BANK_CONFIRMED_TEXT = 'Your bank confirmed the payment; funds appear in a few seconds.';
const PROCESSING_TEXT = 'Your payment is processing; funds appear as soon as your bank clears it.';

/** What the member sees while a confirmed top-up waits for Stripe's webhook to credit the wallet. */
function CreditPending({
  state,
  isConfirmed,
}: {
  state: Exclude<CreditWatchState, 'idle'>;
  isConfirmed: boolean;
}) {
  return (
    <div role="status" className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      {state === 'watching' ? (
        <p className="font-semibold">{isConfirmed ? BANK_CONFIRMED_TEXT : PROCESSING_TEXT}</p>
      ) : (
        <>
          <p className="font-semibold">
            {isConfirmed
              ? 'Your bank confirmed the payment, but the funds have not arrived yet.'
              : 'Your payment is still processing.'}
          </p>
          <p className="mt-1">
            Your balance updates once Stripe tells us the payment went through; refresh this page in a minute.
            If nothing has changed within an hour, write to{' '}
            <a className="font-semibold underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}

/** The sentence for a 3-D Secure check that did not end in a confirmation. */
function unconfirmedText(confirmation: Exclude<BankConfirmation, { outcome: 'confirmed' }>): string {
  if (confirmation.outcome === 'declined') return `${confirmation.message} Nothing has been added.`;
  const contact = `write to ${site.supportEmail}`;
  return confirmation.reason === 'not-configured'
    ? `Your bank asks you to confirm this payment, and card confirmation is not configured on this site. Nothing has been added; ${contact}.`
    : `Your bank asks you to confirm this payment, but the secure confirmation window could not load. Nothing has been added. Check your connection and try again, or ${contact}.`;
}

/** 'Add funds': $10 to $5,000 charged to the saved card (wallet/create-top-up, with an Idempotency-Key). */
export function TopUpForm({ isTestMode, balance }: { isTestMode: boolean; balance: number }) {
  const [problem, setProblem] = useState<{ text: string; needsCard: boolean } | null>(null);
  const [isBankConfirmed, setIsBankConfirmed] = useState(false);
  const creditWatch = useWalletCreditWatch(balance);
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(topUpSchema),
    defaultValues: { amount: 100 },
  });
  const mutation = useTopUp();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setProblem(null);
        creditWatch.reset();
        mutation.mutate(values, {
          onSuccess: (result, sent) => {
            if (result.status === 'succeeded') {
              toast.success(
                `${formatMoney(sent.amount)} added. Your balance is ${formatBalance(result.balance)}.`,
              );
            } else if (result.status === 'requires_action') {
              const { confirmation } = result;
              if (confirmation && confirmation.outcome !== 'confirmed') {
                setProblem({
                  text: unconfirmedText(confirmation),
                  needsCard: confirmation.outcome === 'declined',
                });
                return;
              }
              // Confirmed by the bank now, or (no client secret) still processing: the webhook credits it.
              setIsBankConfirmed(confirmation?.outcome === 'confirmed');
              creditWatch.start(result.balance, sent.amount);
            } else {
              setProblem({
                text: result.failure_reason ?? 'The card was declined. Nothing was charged.',
                needsCard: true,
              });
            }
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['amount']);
            const text = formErrorAfterFields(
              error,
              leftOver,
              'The top-up did not go through. Please try again.',
            );
            const needsCard = error instanceof ApiError && (error.status === 400 || error.status === 402);
            if (text) setProblem({ text, needsCard });
          },
        });
      })}
      className="space-y-4"
    >
      {isTestMode && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          Test mode — no real card is charged
        </p>
      )}
      <div>
        <p className="text-sm font-semibold text-ink" id="top-up-presets">
          Quick amounts
        </p>
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby="top-up-presets">
          {PRESETS.map((amount) => (
            <button
              key={amount}
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => setValue('amount', amount, { shouldValidate: true })}
            >
              {formatMoney(amount)}
            </button>
          ))}
        </div>
      </div>
      <TextField
        label="Amount (USD)"
        type="number"
        inputMode="decimal"
        min={10}
        max={5000}
        step="0.01"
        hint="From $10 to $5,000, charged to the card saved in Billing."
        error={formState.errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      {creditWatch.state !== 'idle' && (
        <CreditPending state={creditWatch.state} isConfirmed={isBankConfirmed} />
      )}
      {problem && <TopUpProblem text={problem.text} needsCard={problem.needsCard} />}
      <button
        type="submit"
        disabled={mutation.isPending}
        className={`${buttonClass('primary')} w-full sm:w-auto`}
      >
        {mutation.isPending ? 'Adding funds...' : 'Add funds'}
      </button>
    </form>
  );
}
