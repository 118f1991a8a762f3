import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, users } from '../../db/schema/index.js';
import { canonicalEmailOf } from '../../lib/email-identity.js';
import { DAY_MS } from '../../lib/time.js';
import { createCustomer, createLead, useTestApp } from '../../../test/helpers.js';
import {
  adminHeaders,
  affiliateDetails,
  CARDS,
  latestPayment,
  newAffiliate,
  post,
  refundedCharge,
  saveCard,
  sendStripeEvent,
  signUpByLink,
  subscribe,
  topUp,
  WEBHOOK_SECRET,
} from '../../../test/money-helpers.js';

const t = useTestApp({ leadCount: 5 });

describe('the canonical e-mail (lib/email-identity.ts)', () => {
  it('is computed the same by the users.email_canonical column and by canonicalEmailOf', async () => {
    const addresses = [
      'Ann.Lee+Deals@Gmail.com',
      'annlee@googlemail.com',
      'a.b+c+d@example.com',
      'plain@Sub.Example.co.uk',
      '+only-a-tag@example.com',
      'dots.stay@outlook.com',
    ];
    const ids: string[] = [];
    for (const email of addresses) ids.push((await createCustomer(t.ctx, { email })).user.id);
    const rows = await t.ctx.db
      .select({ email: users.email, canonical: users.emailCanonical })
      .from(users)
      .where(inArray(users.id, ids));
    expect(rows.map((row) => [row.email, row.canonical])).toEqual(
      rows.map((row) => [row.email, canonicalEmailOf(row.email)]),
    );
    expect(addresses.map(canonicalEmailOf)).toEqual([
      'annlee@gmail.com',
      'annlee@gmail.com',
      'a.b@example.com',
      'plain@sub.example.co.uk',
      '@example.com',
      'dots.stay@outlook.com',
    ]);
  });

  it('is kept only as a keyed hash, different for each purpose', () => {
    const one = t.ctx.secrets.keyedHash('promo-redemption-email', 'annlee@gmail.com');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(t.ctx.secrets.keyedHash('promo-redemption-email', 'annlee@gmail.com')).toBe(one);
    expect(t.ctx.secrets.keyedHash('another-purpose', 'annlee@gmail.com')).not.toBe(one);
  });
});

describe('commission taken back', () => {
  it('goes with an approved refund of the exclusive lead it was earned on', async () => {
    const affiliate = await newAffiliate(t, 'Ola Berg', 'ola.berg@example.com');
    const member = await signUpByLink(t, 'refund-buyer@example.com', { referral_code: affiliate.code });
    await saveCard(t, member, CARDS.visa);
    await topUp(t, member, 100);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 });
    expect((await post(t, 'leads/buy-exclusive-lead', member.headers, { lead_id: lead.id })).statusCode).toBe(
      200,
    );
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(6.6);

    const [purchase] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, member.id));
    const filed = await post(t, 'refunds/create-refund-request', member.headers, {
      purchase_id: purchase!.id,
      reason: 'Invalid contact info',
      evidence_text: 'Called three times: the number is disconnected.',
    });
    const decided = await post(t, 'admin/decide-request', await adminHeaders(t), {
      request_id: filed.json().result._id,
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 0,
      commission_held: 0,
      commission_reversed: 6.6,
    });
  });

  it('after it was paid out leaves payable below zero, so nothing more is paid until it is made up', async () => {
    t.ctx.stripeWebhookSecret = WEBHOOK_SECRET;
    const affiliate = await newAffiliate(t, 'Pia Lund', 'pia.lund@example.com');
    const member = await signUpByLink(t, 'clawback@example.com', { referral_code: affiliate.code });
    await saveCard(t, member, CARDS.mastercard);
    expect((await subscribe(t, member)).statusCode).toBe(200);
    t.clock.advance(30 * DAY_MS + 60_000);
    const admin = await adminHeaders(t);
    expect(
      (await post(t, 'admin/record-affiliate-payout', admin, { affiliate_id: affiliate.id, amount: 10.89 }))
        .statusCode,
    ).toBe(200);

    const payment = await latestPayment(t, member.id, 'subscription');
    await sendStripeEvent(t, 'charge.refunded', refundedCharge(payment.providerPaymentId!, 9_900, 9_900));
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 0,
      commission_payable: -10.89,
      commission_reversed: 10.89,
      paid_out: 10.89,
      balance_owed: -10.89,
    });
    const refused = await post(t, 'admin/record-affiliate-payout', admin, {
      affiliate_id: affiliate.id,
      amount: 0.01,
    });
    expect(refused.json().detail).toBe('A payout of $0.01 is more than the $0.00 payable to Pia Lund.');
    t.clock.set('2026-11-21T15:00:00Z');
  });
});
