import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { affiliates, outboxMessages, payments } from '../src/db/schema/index.js';
import { adminHeaders, APP_URL, freshIp, sessionCookieOf, type TestApp } from './helpers.js';

export { adminHeaders };

/**
 * What the attacks of issue 15 (items 5, 6 and 18) do from outside: sign up through the emailed
 * link, save test cards, top up, subscribe, and play Stripe's signed dispute and refund events
 * against the real webhook route.
 */
export const WEBHOOK_SECRET = 'whsec_money_abuse_tests';

/** Stripe's test card numbers that the offline adapter accepts and never declines. */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  visaDebit: '4000056655665556',
  discover: '6011111111111117',
  mastercardDebit: '5200828282828210',
  visaCanada: '4000001240000000',
  visaUk: '4000008260000000',
  visaAustria: '4000000400000008',
  visaBelgium: '4000000560000004',
} as const;

export interface Member {
  id: string;
  headers: { cookie: string; origin: string };
}

export const post = (t: TestApp, path: string, headers: Member['headers'], payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });

export const get = (t: TestApp, path: string, headers: Member['headers']) =>
  t.app.inject({ url: `/api/v1/${path}`, headers });

/** Sign-up as a visitor does it: the form, then the link from the confirmation email. */
export async function signUpByLink(
  t: TestApp,
  email: string,
  extra: { referral_code?: string; promo_code?: string } = {},
): Promise<Member & { password: string }> {
  const password = 'a-long-password-1';
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { name: 'Abuse Tester', email, is_adult: true, accept_terms: true, ...extra },
    remoteAddress: freshIp(),
  });
  expect(asked.statusCode).toBe(200);
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.recipient, email.toLowerCase()), eq(outboxMessages.template, 'verify-email')),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    // The person who confirms chooses the password (decision 018).
    payload: { token, name: 'Abuse Tester', password },
    remoteAddress: freshIp(),
  });
  expect(verified.statusCode).toBe(200);
  return {
    id: verified.json().result._id as string,
    headers: { cookie: sessionCookieOf(verified)!, origin: APP_URL },
    password,
  };
}

export async function saveCard(t: TestApp, member: Member, number: string) {
  const saved = await post(t, 'billing/save-payment-method', member.headers, {
    test_card_number: number,
    exp_month: 12,
    exp_year: 2030,
  });
  expect(saved.statusCode).toBe(200);
}

/** Each top-up a second after the last, so "the newest payment" is never a tie on the test clock. */
export async function topUp(t: TestApp, member: Member, dollars: number) {
  t.clock.advance(1_000);
  const response = await post(t, 'wallet/create-top-up', member.headers, { amount: dollars });
  expect(response.statusCode).toBe(200);
  expect(response.json().result.status).toBe('succeeded');
}

export async function planIdOf(t: TestApp, name: 'Basic' | 'Pro', occurrence: 'monthly' | 'yearly') {
  const plans = (await t.app.inject({ url: `/api/v1/plan/getplans?plan_occurance=${occurrence}` })).json()
    .result as { _id: string; plan_name: string }[];
  return plans.find((plan) => plan.plan_name === name)!._id;
}

export async function subscribe(
  t: TestApp,
  member: Member,
  options: { plan?: 'Basic' | 'Pro'; occurrence?: 'monthly' | 'yearly'; promo?: string } = {},
): Promise<LightMyRequestResponse> {
  const planId = await planIdOf(t, options.plan ?? 'Basic', options.occurrence ?? 'monthly');
  return post(t, 'billing/create-subscription', member.headers, {
    plan_id: planId,
    ...(options.promo ? { promo_code: options.promo } : {}),
  });
}

/** An affiliate who applied on the public form, then was given a status by the team. */
export async function newAffiliate(
  t: TestApp,
  name: string,
  email: string,
  status: 'new' | 'contacted' | 'active' | 'paused' = 'active',
) {
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/v1/affiliator/create-affiliators',
    payload: { name, email },
    remoteAddress: freshIp(),
  });
  expect(applied.statusCode).toBe(200);
  const [row] = await t.ctx.db.select().from(affiliates).where(eq(affiliates.email, email.toLowerCase()));
  if (status !== 'new') await setAffiliateStatus(t, row!.id, status);
  return { id: row!.id, code: row!.referralCode };
}

export async function setAffiliateStatus(
  t: TestApp,
  id: string,
  status: 'new' | 'contacted' | 'active' | 'paused',
) {
  const updated = await post(t, 'admin/update-affiliate', await adminHeaders(t), { id, status });
  expect(updated.statusCode).toBe(200);
}

export async function affiliateDetails(t: TestApp, id: string) {
  const response = await get(t, `admin/get-affiliate-details?id=${id}`, await adminHeaders(t));
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

export async function walletOf(t: TestApp, member: Member) {
  return (await get(t, 'wallet/get-wallet', member.headers)).json().result;
}

/** The member's newest payment of a kind, with the provider's id that Stripe's events name. */
export async function latestPayment(
  t: TestApp,
  userId: string,
  kind: 'topup' | 'subscription' | 'plan_change' | 'credit_pack',
) {
  const [payment] = await t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, kind)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment!;
}

let eventCounter = 0;

/** A Stripe event signed with the endpoint secret, sent to the real webhook route; returns its outcome. */
export async function sendStripeEvent(t: TestApp, type: string, object: object, eventId?: string) {
  const payload = JSON.stringify({
    id: eventId ?? `evt_abuse_${Date.now()}_${++eventCounter}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/stripe-webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.outcome as string;
}

/** Stripe's Dispute object, as charge.dispute.created and charge.dispute.closed carry it. */
export const dispute = (
  id: string,
  paymentIntent: string,
  amountCents: number,
  status: 'needs_response' | 'won' | 'lost' = 'needs_response',
) => ({
  id,
  object: 'dispute',
  amount: amountCents,
  currency: 'usd',
  charge: `ch_for_${paymentIntent}`,
  payment_intent: paymentIntent,
  reason: 'fraudulent',
  status,
});

/** Stripe's Charge object, as charge.refunded carries it: amount_refunded is the running total. */
export const refundedCharge = (paymentIntent: string, amountCents: number, amountRefundedCents: number) => ({
  id: `ch_for_${paymentIntent}`,
  object: 'charge',
  amount: amountCents,
  amount_refunded: amountRefundedCents,
  refunded: amountRefundedCents >= amountCents,
  currency: 'usd',
  payment_intent: paymentIntent,
  metadata: {},
});
