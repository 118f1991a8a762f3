import { zodResolver } from '@hookform/resolvers/zod';
import { createTopUp, topUpSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { ApiError, callApi } from '../../lib/api-client';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { formatBalance, formatMoney } from '../../lib/format-money';
import { useIdempotencyKeys } from '../../lib/idempotency';

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

/** 'Add funds': $10 to $5,000 charged to the saved card (wallet/create-top-up, with an Idempotency-Key). */
export function TopUpForm({ isTestMode }: { isTestMode: boolean }) {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKeys();
  const [problem, setProblem] = useState<{ text: string; needsCard: boolean } | null>(null);
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(topUpSchema),
    defaultValues: { amount: 100 },
  });
  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const action = `top-up:${values.amount}`;
      try {
        const response = await callApi(createTopUp, { body: { amount: values.amount }, headers: { 'Idempotency-Key': keyFor(action) } });
        settle(action);
        return response.result;
      } catch (error) {
        settle(action, error);
        throw error;
      }
    },
    onSuccess: (result, values) => {
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.billing });
      if (result.status === 'succeeded') {
        toast.success(`${formatMoney(values.amount)} added. Your balance is ${formatBalance(result.balance)}.`);
      } else if (result.status === 'requires_action') {
        setProblem({ text: 'Your bank asks you to confirm this payment before it goes through. Nothing has been added yet.', needsCard: false });
      } else {
        setProblem({ text: result.failure_reason ?? 'The card was declined. Nothing was charged.', needsCard: true });
      }
    },
    onError: (error) => {
      const leftOver = applyServerFieldErrors(error, setError, ['amount']);
      const text = formErrorAfterFields(error, leftOver, 'The top-up did not go through. Please try again.');
      const needsCard = error instanceof ApiError && (error.status === 400 || error.status === 402);
      if (text) setProblem({ text, needsCard });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setProblem(null);
        mutation.mutate(values);
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
      {problem && <TopUpProblem text={problem.text} needsCard={problem.needsCard} />}
      <button type="submit" disabled={mutation.isPending} className={`${buttonClass('primary')} w-full sm:w-auto`}>
        {mutation.isPending ? 'Adding funds...' : 'Add funds'}
      </button>
    </form>
  );
}
