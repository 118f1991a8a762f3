import { MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { payments, processedProviderEvents } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { settleSucceededPayment } from '../payments/index.js';
import { creditTopUp } from '../wallet/index.js';
import {
  closeDispute,
  openDispute,
  recordProviderRefund,
  type ReversalOutcome,
} from './payment-reversals.service.js';
import { tellTeamAboutReversal } from './team-notices.js';

type Outcome = 'applied' | 'duplicate' | 'ignored';

/** payment_intent.succeeded / payment_failed: settles a payment that waited for the customer (3-D Secure). */
async function settlePendingPayment(
  ctx: AppContext,
  tx: Transaction,
  event: Stripe.PaymentIntentSucceededEvent | Stripe.PaymentIntentPaymentFailedEvent,
  now: Date,
): Promise<Outcome> {
  const intent = event.data.object;
  const paymentId = intent.metadata?.payment_id;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        paymentId ? eq(payments.id, paymentId) : eq(payments.providerPaymentId, intent.id),
        eq(payments.status, 'pending'),
      ),
    )
    .for('update');
  if (!payment) return 'ignored';
  if (event.type === 'payment_intent.succeeded') {
    if (payment.kind === 'topup') await creditTopUp(ctx, tx, payment.id, intent.id, now);
    else await settleSucceededPayment(ctx, tx, payment.id, intent.id, now);
  } else {
    const reason = intent.last_payment_error?.message ?? 'The payment failed.';
    await tx
      .update(payments)
      .set({ status: 'failed', failureReason: reason, providerPaymentId: intent.id })
      .where(eq(payments.id, payment.id));
  }
  return 'applied';
}

/** Disputes and refunds made at Stripe (docs/product.md §14); anything else is not ours to act on. */
async function applyReversalEvent(tx: Transaction, event: Stripe.Event, now: Date): Promise<ReversalOutcome> {
  switch (event.type) {
    case 'charge.dispute.created':
      return openDispute(tx, event.data.object, now);
    case 'charge.dispute.closed':
      return closeDispute(tx, event.data.object, now);
    case 'charge.refunded':
      return recordProviderRefund(tx, event.data.object, now);
    default:
      return { outcome: 'ignored' };
  }
}

/**
 * Applies one verified Stripe event, once: the event id is recorded in the same transaction, so a
 * replayed or duplicated delivery changes nothing. The team hears about a dispute or refund after
 * it is committed.
 */
export async function applyStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<Outcome> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx): Promise<ReversalOutcome | { outcome: Outcome }> => {
    const [fresh] = await tx
      .insert(processedProviderEvents)
      .values({ eventId: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { outcome: 'duplicate' };
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
      return { outcome: await settlePendingPayment(ctx, tx, event, now) };
    return applyReversalEvent(tx, event, now);
  });
  if ('notice' in result) await tellTeamAboutReversal(ctx, result.notice);
  return result.outcome;
}

/** POST /api/v1/billing/stripe-webhook: Stripe's signed events, verified on the raw body. */
export async function stripeEventsRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/v1/billing/stripe-webhook', async (request) => {
      if (!ctx.stripeWebhookSecret) throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured.');
      // Loaded on the first webhook: the Stripe SDK takes a noticeable part of a cold start.
      const { StripeWebhookSignatureError, verifyStripeWebhook } =
        await import('../../ports/stripe-payments.js');
      let event: Stripe.Event;
      try {
        const signature = request.headers['stripe-signature'];
        event = verifyStripeWebhook(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
          ctx.stripeWebhookSecret,
        );
      } catch (error) {
        if (error instanceof StripeWebhookSignatureError)
          throw new AppError('VALIDATION', 'The Stripe signature is missing or invalid.');
        throw error;
      }
      const outcome = await applyStripeEvent(ctx, event);
      return { message: MESSAGES.added, result: { received: true, outcome } };
    });
  });
}
