import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { payments } from '../../src/db/schema/index.js';
import {
  compareWithApp,
  creditWallet,
  deliverEvent,
  takeBackFromWallet,
  type ModelPayment,
  type MoneyModel,
  type MoneyWorld,
} from './money-model.js';

/**
 * Issue 15 item 18 in the model test: Stripe disputes and refunds of the member's top-ups, played
 * in any order with everything else. docs/product.md §14: a reversal takes the money back (what
 * was spent becomes a debt that blocks purchases), a won dispute gives it back, money coming in
 * pays the debt first.
 */
type Command = fc.AsyncCommand<MoneyModel, MoneyWorld>;

const eventOf = (type: string, object: object) =>
  JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, data: { object } });

/** The PaymentIntent id the provider's objects name (null when the charge never reached it). */
async function intentOf(world: MoneyWorld, paymentId: string) {
  const [row] = await world.t.ctx.db
    .select({ intent: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.intent ?? null;
}

const standing = (payment: ModelPayment) => payment.amountCents - payment.reversedCents;

/** A dispute opened on one of the member's top-ups, for what still stands of it. */
export class ProviderDispute implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<MoneyModel>) => model.payments.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    const payment = model.payments[this.index % model.payments.length]!;
    const amountCents = standing(payment) || payment.amountCents;
    const id = `dp_${randomUUID().replaceAll('-', '')}`;
    const event = eventOf('charge.dispute.created', {
      id,
      object: 'dispute',
      amount: amountCents,
      currency: 'usd',
      charge: `ch_for_${payment.id}`,
      payment_intent: await intentOf(world, payment.id),
      reason: 'fraudulent',
      status: 'needs_response',
    });
    const applies = payment.status === 'succeeded' && standing(payment) > 0;
    expect(await deliverEvent(world, event)).toBe(applies ? 'applied' : 'ignored');
    if (applies) {
      payment.disputes.push({ id, amountCents, status: 'open' });
      world.stats.reversals += 1;
      payment.reversedCents += amountCents;
      takeBackFromWallet(model, amountCents);
    }
    model.events.push(event);
    await compareWithApp(model, world);
  }
  toString = () => `ProviderDispute(#${this.index})`;
}

/** One of the disputes closes: won gives back what it took, lost keeps it; a closed one stays closed. */
export class CloseDispute implements Command {
  constructor(
    readonly index: number,
    readonly won: boolean,
  ) {}
  check = (model: Readonly<MoneyModel>) => model.payments.some((p) => p.disputes.length > 0);
  async run(model: MoneyModel, world: MoneyWorld) {
    const all = model.payments.flatMap((payment) =>
      payment.disputes.map((dispute) => ({ payment, dispute })),
    );
    const { payment, dispute } = all[this.index % all.length]!;
    const event = eventOf('charge.dispute.closed', {
      id: dispute.id,
      object: 'dispute',
      amount: dispute.amountCents,
      currency: 'usd',
      charge: `ch_for_${payment.id}`,
      payment_intent: await intentOf(world, payment.id),
      reason: 'fraudulent',
      status: this.won ? 'won' : 'lost',
    });
    const applies = dispute.status === 'open';
    expect(await deliverEvent(world, event)).toBe(applies ? 'applied' : 'ignored');
    if (applies) {
      dispute.status = this.won ? 'won' : 'lost';
      world.stats.reversals += 1;
      if (this.won) {
        payment.reversedCents -= dispute.amountCents;
        creditWallet(model, dispute.amountCents);
      }
    }
    model.events.push(event);
    await compareWithApp(model, world);
  }
  toString = () => `CloseDispute(#${this.index}, ${this.won ? 'won' : 'lost'})`;
}

/** A refund made at Stripe: a quarter of the charge, or all that is left of it. */
export class ProviderRefund implements Command {
  constructor(
    readonly index: number,
    readonly isWhole: boolean,
  ) {}
  check = (model: Readonly<MoneyModel>) => model.payments.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    const payment = model.payments[this.index % model.payments.length]!;
    const total = this.isWhole
      ? payment.amountCents
      : Math.min(payment.amountCents, payment.stripeRefundedCents + Math.round(payment.amountCents / 4));
    if (total === payment.stripeRefundedCents) return; // Stripe has nothing more to refund.
    const event = eventOf('charge.refunded', {
      id: `ch_for_${payment.id}`,
      object: 'charge',
      amount: payment.amountCents,
      amount_refunded: total,
      refunded: total === payment.amountCents,
      currency: 'usd',
      payment_intent: await intentOf(world, payment.id),
      metadata: {},
    });
    payment.stripeRefundedCents = total;
    const appliedCents = Math.min(total - payment.refundedCents, standing(payment));
    const applies = payment.status === 'succeeded' && appliedCents > 0;
    expect(await deliverEvent(world, event)).toBe(applies ? 'applied' : 'ignored');
    if (applies) {
      payment.refundedCents += appliedCents;
      world.stats.reversals += 1;
      payment.reversedCents += appliedCents;
      takeBackFromWallet(model, appliedCents);
    }
    model.events.push(event);
    await compareWithApp(model, world);
  }
  toString = () => `ProviderRefund(#${this.index}, ${this.isWhole ? 'whole' : 'a quarter'})`;
}

export const REVERSAL_COMMANDS = [
  fc.nat().map((index) => new ProviderDispute(index)),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, won]) => new CloseDispute(index, won)),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, isWhole]) => new ProviderRefund(index, isWhole)),
];
