import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import {
  affiliateDetails,
  CARDS,
  dispute,
  get,
  latestPayment,
  newAffiliate,
  refundedCharge,
  saveCard,
  sendStripeEvent,
  signUpByLink,
  subscribe,
  topUp,
  walletOf,
  WEBHOOK_SECRET,
} from '../../../test/money-helpers.js';

const t = useTestApp({ leadCount: 5 });
beforeAll(() => {
  t.ctx.stripeWebhookSecret = WEBHOOK_SECRET;
});

async function reversalOf(member: { headers: { cookie: string; origin: string } }, paymentId: string) {
  const billing = (await get(t, 'billing/get-billing', member.headers)).json().result;
  return billing.payments.find((p: { _id: string }) => p._id === paymentId).reversal as string | null;
}

describe('charge.refunded', () => {
  it('finds the payment by the id our charge put in its metadata when the PaymentIntent is unknown', async () => {
    const member = await signUpByLink(t, 'metadata-refund@example.com');
    await saveCard(t, member, CARDS.visaDebit);
    await topUp(t, member, 30);
    const payment = await latestPayment(t, member.id, 'topup');
    const charge = (metadata: Record<string, string>) => ({
      ...refundedCharge('pi_never_recorded', 3_000, 3_000),
      payment_intent: null,
      metadata,
    });
    expect(await sendStripeEvent(t, 'charge.refunded', charge({ payment_id: 'not-an-id' }))).toBe('ignored');
    expect(await sendStripeEvent(t, 'charge.refunded', charge({ payment_id: payment.id }))).toBe('applied');
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 0 });
    expect(await reversalOf(member, payment.id)).toBe('refunded');
  });
});

describe('charge.dispute.closed', () => {
  it('reverses a lost dispute it never heard open', async () => {
    const member = await signUpByLink(t, 'lost-unseen@example.com');
    await saveCard(t, member, CARDS.visa);
    await topUp(t, member, 50);
    const payment = await latestPayment(t, member.id, 'topup');
    const closed = dispute('dp_unseen', payment.providerPaymentId!, 5_000, 'lost');
    expect(await sendStripeEvent(t, 'charge.dispute.closed', closed)).toBe('applied');
    expect(await walletOf(t, member)).toMatchObject({ balance: 0, debt: 0 });
    expect(await reversalOf(member, payment.id)).toBe('charged_back');
    expect(await sendStripeEvent(t, 'charge.dispute.closed', closed)).toBe('ignored');
  });

  it('gives back what an inquiry held when it closes without a chargeback', async () => {
    const member = await signUpByLink(t, 'inquiry@example.com');
    await saveCard(t, member, CARDS.mastercard);
    await topUp(t, member, 40);
    const payment = await latestPayment(t, member.id, 'topup');
    const inquiry = {
      ...dispute('dp_inquiry', payment.providerPaymentId!, 4_000),
      status: 'warning_needs_response',
    };
    expect(await sendStripeEvent(t, 'charge.dispute.created', inquiry)).toBe('applied');
    expect(await walletOf(t, member)).toMatchObject({ balance: 0 });
    expect(await reversalOf(member, payment.id)).toBe('disputed');
    expect(await sendStripeEvent(t, 'charge.dispute.closed', { ...inquiry, status: 'warning_closed' })).toBe(
      'applied',
    );
    expect(await walletOf(t, member)).toMatchObject({ balance: 40, debt: 0 });
    expect(await reversalOf(member, payment.id)).toBeNull();
  });

  it('resumes the subscription and restores the commission when a dispute on its payment is won', async () => {
    const affiliate = await newAffiliate(t, 'Uma Rao', 'uma.rao@example.com');
    const member = await signUpByLink(t, 'sub-dispute@example.com', { referral_code: affiliate.code });
    await saveCard(t, member, CARDS.discover);
    expect((await subscribe(t, member)).statusCode).toBe(200);
    const payment = await latestPayment(t, member.id, 'subscription');
    const opened = dispute('dp_sub', payment.providerPaymentId!, 9_900);

    await sendStripeEvent(t, 'charge.dispute.created', opened);
    const suspended = (await get(t, 'billing/get-billing', member.headers)).json().result;
    expect(suspended.subscription.status).toBe('past_due');
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(0);

    await sendStripeEvent(t, 'charge.dispute.closed', { ...opened, status: 'won' });
    const resumed = (await get(t, 'billing/get-billing', member.headers)).json().result;
    expect(resumed.subscription.status).toBe('active');
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 10.89,
      commission_reversed: 0,
    });
  });
});
