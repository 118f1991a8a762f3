import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/index.js';
import { createLead, useTestApp } from '../helpers.js';
import { assertLedgerInvariants } from './invariants.js';
import {
  adminHeaders,
  affiliateDetails,
  CARDS,
  dispute,
  get,
  latestPayment,
  newAffiliate,
  post,
  refundedCharge,
  saveCard,
  sendStripeEvent,
  signUpByLink,
  subscribe,
  topUp,
  walletOf,
  WEBHOOK_SECRET,
  type Member,
} from '../money-helpers.js';

/**
 * Issue 15, item 18: Stripe disputes and refunds were ignored, so a disputed top-up kept its leads
 * and the affiliate's commission. docs/product.md §14: a Stripe dispute or refund of a charge
 * reverses what the charge paid for, and any commission earned on it.
 */
const t = useTestApp({ leadCount: 5 });
afterAll(() => assertLedgerInvariants(t.ctx.db));
beforeAll(() => {
  t.ctx.stripeWebhookSecret = WEBHOOK_SECRET;
});

const SUPPORT = 'support@sellersignal.io';

async function buyExclusive(member: Member, priceCents: number) {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents });
  return post(t, 'leads/buy-exclusive-lead', member.headers, { lead_id: lead.id });
}

async function subscriber(email: string, card: string) {
  const member = await signUpByLink(t, email);
  await saveCard(t, member, card);
  expect((await subscribe(t, member)).statusCode).toBe(200);
  return member;
}

async function teamMailsAbout(paymentId: string) {
  const mails = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, SUPPORT), eq(outboxMessages.template, 'payment-reversed')))
    .orderBy(desc(outboxMessages.createdAt));
  return mails.filter((mail) => mail.body.includes(paymentId));
}

async function paymentAudits(paymentId: string) {
  const log = (await get(t, 'admin/get-audit-log?entity=payment&limit=100', await adminHeaders(t))).json()
    .result as { action: string; entity_id: string; actor: string | null }[];
  return log.filter((e) => e.entity_id === paymentId).map((e) => [e.action, e.actor]);
}

describe('a disputed top-up', () => {
  it('takes the money back, puts what was already spent into a debt that blocks purchases, and tells the team', async () => {
    const member = await subscriber('disputer@example.com', CARDS.visa);
    await topUp(t, member, 100);
    expect((await buyExclusive(member, 7_000)).statusCode).toBe(200);
    const payment = await latestPayment(t, member.id, 'topup');

    const opened = dispute('dp_spent_1', payment.providerPaymentId!, 10_000);
    expect(await sendStripeEvent(t, 'charge.dispute.created', opened, 'evt_dispute_spent_1')).toBe('applied');
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 70 });

    const blocked = await buyExclusive(member, 1_000);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().detail).toBe(
      'Your wallet owes $70.00 because a payment was disputed or refunded. Add at least $70.00 in Wallet to buy leads again.',
    );
    const premium = await createLead(t.ctx, { type: 'premium' });
    expect(
      (await post(t, 'leads/take-premium-lead', member.headers, { lead_id: premium.id })).statusCode,
    ).toBe(402);

    const mails = await teamMailsAbout(payment.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Dispute opened on a $100.00 wallet top-up');
    expect(await paymentAudits(payment.id)).toEqual([['payment.dispute_opened', null]]);

    // Stripe retries: the same event changes nothing.
    expect(await sendStripeEvent(t, 'charge.dispute.created', opened, 'evt_dispute_spent_1')).toBe(
      'duplicate',
    );
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 70 });

    // The next top-up pays the debt first.
    await topUp(t, member, 100);
    expect(await walletOf(t, member)).toMatchObject({ balance: 30, debt: 0 });
    expect((await buyExclusive(member, 1_000)).statusCode).toBe(200);

    const billing = (await get(t, 'billing/get-billing', member.headers)).json().result;
    const disputed = billing.payments.find((p: { _id: string }) => p._id === payment.id);
    expect(disputed).toMatchObject({ status: 'succeeded', reversal: 'disputed', reversed_amount: 100 });
  });

  it('gives back what it reversed when the dispute is won, and keeps it reversed when it is lost', async () => {
    const member = await subscriber('dispute-outcomes@example.com', CARDS.mastercard);
    await topUp(t, member, 200);
    const won = await latestPayment(t, member.id, 'topup');
    await sendStripeEvent(t, 'charge.dispute.created', dispute('dp_won', won.providerPaymentId!, 20_000));
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 0 });
    await sendStripeEvent(
      t,
      'charge.dispute.closed',
      dispute('dp_won', won.providerPaymentId!, 20_000, 'won'),
    );
    expect(await walletOf(t, member)).toMatchObject({ balance: 200, debt: 0 });

    await topUp(t, member, 50);
    const lost = await latestPayment(t, member.id, 'topup');
    await sendStripeEvent(t, 'charge.dispute.created', dispute('dp_lost', lost.providerPaymentId!, 5_000));
    await sendStripeEvent(
      t,
      'charge.dispute.closed',
      dispute('dp_lost', lost.providerPaymentId!, 5_000, 'lost'),
    );
    expect(await walletOf(t, member)).toMatchObject({ balance: 200, debt: 0 });
    const billing = (await get(t, 'billing/get-billing', member.headers)).json().result;
    const outcomes = Object.fromEntries(
      billing.payments.map((p: { _id: string; reversal: string | null }) => [p._id, p.reversal]),
    );
    expect([outcomes[won.id], outcomes[lost.id]]).toEqual([null, 'charged_back']);
    expect((await paymentAudits(won.id)).sort()).toEqual([
      ['payment.dispute_opened', null],
      ['payment.dispute_won', null],
    ]);
  });
});

describe('a refunded charge', () => {
  it('reverses a partly and then fully refunded top-up by what Stripe says was refunded', async () => {
    const member = await subscriber('partial-refund@example.com', CARDS.visaDebit);
    await topUp(t, member, 100);
    const payment = await latestPayment(t, member.id, 'topup');
    const intent = payment.providerPaymentId!;
    await sendStripeEvent(t, 'charge.refunded', refundedCharge(intent, 10_000, 2_500));
    expect(await walletOf(t, member)).toMatchObject({ balance: 75, debt: 0 });
    await sendStripeEvent(t, 'charge.refunded', refundedCharge(intent, 10_000, 10_000));
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 0 });
    expect((await teamMailsAbout(payment.id)).map((m) => m.subject).sort()).toEqual([
      'Refund of $25.00 on a $100.00 wallet top-up',
      'Refund of $75.00 on a $100.00 wallet top-up',
    ]);
  });

  it('suspends the subscription it paid for and takes back the affiliate’s commission on it', async () => {
    const affiliate = await newAffiliate(t, 'Noor Haddad', 'noor.haddad@example.com');
    const member = await signUpByLink(t, 'refunded-sub@example.com', { referral_code: affiliate.code });
    await saveCard(t, member, CARDS.discover);
    expect((await subscribe(t, member)).statusCode).toBe(200);
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(10.89);
    const payment = await latestPayment(t, member.id, 'subscription');

    await sendStripeEvent(t, 'charge.refunded', refundedCharge(payment.providerPaymentId!, 9_900, 9_900));
    const billing = (await get(t, 'billing/get-billing', member.headers)).json().result;
    expect(billing.subscription.status).toBe('past_due');
    expect(billing.payments[0]).toMatchObject({ _id: payment.id, reversal: 'refunded', reversed_amount: 99 });
    const premium = await createLead(t.ctx, { type: 'premium' });
    expect(
      (await post(t, 'leads/take-premium-lead', member.headers, { lead_id: premium.id })).statusCode,
    ).toBe(402);
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 0,
      commission_reversed: 10.89,
    });
  });
});

describe('commission on leads paid with a disputed top-up', () => {
  it('is reversed with the dispute and restored when the dispute is won', async () => {
    const affiliate = await newAffiliate(t, 'Ivy Chen', 'ivy.chen@example.com');
    const member = await signUpByLink(t, 'funded-leads@example.com', { referral_code: affiliate.code });
    await saveCard(t, member, CARDS.mastercardDebit);
    await topUp(t, member, 100);
    expect((await buyExclusive(member, 8_000)).statusCode).toBe(200);
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(8.8);

    const payment = await latestPayment(t, member.id, 'topup');
    const opened = dispute('dp_funded', payment.providerPaymentId!, 10_000);
    await sendStripeEvent(t, 'charge.dispute.created', opened);
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 80 });
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 0,
      commission_reversed: 8.8,
    });

    await sendStripeEvent(t, 'charge.dispute.closed', { ...opened, status: 'won' });
    expect(await walletOf(t, member)).toMatchObject({ balance: 20, debt: 0 });
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 8.8,
      commission_reversed: 0,
    });
  });

  it('ignores an event about a charge it never made', async () => {
    expect(
      await sendStripeEvent(t, 'charge.dispute.created', dispute('dp_unknown', 'pi_unknown', 1_000)),
    ).toBe('ignored');
  });
});
