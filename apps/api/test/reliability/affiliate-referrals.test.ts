import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { DAY_MS } from '../../src/lib/time.js';
import { createLead, useTestApp } from '../helpers.js';
import { assertLedgerInvariants } from './invariants.js';
import {
  adminHeaders,
  affiliateDetails,
  CARDS,
  get,
  newAffiliate,
  post,
  saveCard,
  setAffiliateStatus,
  signUpByLink,
  subscribe,
  topUp,
  type Member,
} from '../money-helpers.js';

/**
 * Issue 15, item 5: affiliates referred themselves and earned 11% of their own top-ups, and
 * affiliates never approved (or paused) still earned. docs/product.md §14: 11% of what referred
 * customers spend on subscriptions and leads, never on top-ups, only while active, held 30 days;
 * self-referral refused.
 */
const t = useTestApp({ leadCount: 5 });
afterAll(() => assertLedgerInvariants(t.ctx.db));
beforeAll(() => {
  t.clock.set('2026-11-21T15:00:00Z');
});

async function buyExclusive(member: Member, priceCents: number) {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents });
  const bought = await post(t, 'leads/buy-exclusive-lead', member.headers, { lead_id: lead.id });
  expect(bought.statusCode).toBe(200);
}

async function selfReferralAudits(affiliateId: string) {
  const log = (await get(t, 'admin/get-audit-log?entity=affiliate&limit=100', await adminHeaders(t))).json()
    .result as { action: string; entity_id: string; after: { reason?: string } | null }[];
  return log.filter((e) => e.entity_id === affiliateId && e.action === 'affiliate.self_referral_refused');
}

describe('an affiliate who opens a customer account with their own e-mail and code', () => {
  it('is not referred by themselves, and earns nothing on $10,000 of top-ups and a subscription', async () => {
    const affiliate = await newAffiliate(t, 'Dana Cole', 'dana.cole@example.com');
    const self = await signUpByLink(t, 'dana.cole@example.com', { referral_code: affiliate.code });
    await saveCard(t, self, CARDS.visa);
    await topUp(t, self, 5_000);
    await topUp(t, self, 5_000);
    expect((await subscribe(t, self)).statusCode).toBe(200);

    const details = await affiliateDetails(t, affiliate.id);
    expect(details).toMatchObject({ commission_earned: 0, referred_customers: [] });
    const [member] = await t.ctx.db.select().from(users).where(eq(users.id, self.id));
    expect(member!.referredByAffiliateId).toBeNull();
    expect(await selfReferralAudits(affiliate.id)).toHaveLength(1);
  });

  it('is recognised through +tags, dots and googlemail.com on a Gmail address', async () => {
    const affiliate = await newAffiliate(t, 'Lee Park', 'leepark@gmail.com');
    const self = await signUpByLink(t, 'Lee.Park+deals@googlemail.com', { referral_code: affiliate.code });
    await saveCard(t, self, CARDS.mastercard);
    expect((await subscribe(t, self)).statusCode).toBe(200);
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 0,
      referred_customers: [],
    });
  });
});

describe('what a referred customer’s money earns (11%, held 30 days)', () => {
  it('earns nothing on top-ups, 11% on a subscription and an exclusive lead, payable only after 30 days', async () => {
    const affiliate = await newAffiliate(t, 'Ravi Shah', 'ravi.shah@example.com');
    const customer = await signUpByLink(t, 'morgan.buyer@example.com', { referral_code: affiliate.code });
    await saveCard(t, customer, CARDS.visaDebit);
    await topUp(t, customer, 5_000);
    await topUp(t, customer, 5_000);
    expect((await subscribe(t, customer)).statusCode).toBe(200);
    await buyExclusive(customer, 5_000);

    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 16.39,
      commission_held: 16.39,
      commission_payable: 0,
      paid_out: 0,
    });
    const admin = await adminHeaders(t);
    const early = await post(t, 'admin/record-affiliate-payout', admin, {
      affiliate_id: affiliate.id,
      amount: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(
      'A payout of $1.00 is more than the $0.00 payable to Ravi Shah ($16.39 more is held for 30 days).',
    );

    t.clock.advance(30 * DAY_MS + 60_000);
    expect(await affiliateDetails(t, affiliate.id)).toMatchObject({
      commission_earned: 16.39,
      commission_held: 0,
      commission_payable: 16.39,
    });
    const paid = await post(t, 'admin/record-affiliate-payout', admin, {
      affiliate_id: affiliate.id,
      amount: 16.39,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result).toMatchObject({ commission_payable: 0, paid_out: 16.39 });
    expect(
      (await post(t, 'admin/record-affiliate-payout', admin, { affiliate_id: affiliate.id, amount: 0.01 }))
        .statusCode,
    ).toBe(409);
    t.clock.set('2026-11-21T15:00:00Z');
  });
});

describe('only active affiliates earn', () => {
  it('earns nothing while new, contacted or paused, and from the moment the team makes it active', async () => {
    const affiliate = await newAffiliate(t, 'Sam Ortiz', 'sam.ortiz@example.com', 'new');
    const customer = await signUpByLink(t, 'casey.buyer@example.com', { referral_code: affiliate.code });
    await saveCard(t, customer, CARDS.discover);
    expect((await subscribe(t, customer)).statusCode).toBe(200);
    await topUp(t, customer, 500);
    await setAffiliateStatus(t, affiliate.id, 'contacted');
    await buyExclusive(customer, 2_000);
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(0);

    await setAffiliateStatus(t, affiliate.id, 'active');
    await buyExclusive(customer, 3_000);
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(3.3);

    await setAffiliateStatus(t, affiliate.id, 'paused');
    await buyExclusive(customer, 4_000);
    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(3.3);
  });
});

describe('self-referral recognised at payment time', () => {
  it('pays nothing when the referred member pays with the affiliate’s own card or payment customer', async () => {
    const affiliate = await newAffiliate(t, 'Kim Novak', 'kim.novak@example.com');
    // The affiliate's own customer account, with their own card.
    const own = await signUpByLink(t, 'kim.novak@example.com');
    await saveCard(t, own, CARDS.mastercard);

    // A second account under another address, paying with the same card.
    const sameCard = await signUpByLink(t, 'k.n.deals@example.org', { referral_code: affiliate.code });
    await saveCard(t, sameCard, CARDS.mastercard);
    expect((await subscribe(t, sameCard)).statusCode).toBe(200);

    // A third account whose payment-provider customer is the affiliate's own.
    const sameCustomer = await signUpByLink(t, 'kn.third@example.net', { referral_code: affiliate.code });
    const [ownRow] = await t.ctx.db.select().from(users).where(eq(users.id, own.id));
    await t.ctx.db
      .update(users)
      .set({ stripeCustomerId: ownRow!.stripeCustomerId })
      .where(eq(users.id, sameCustomer.id));
    await saveCard(t, sameCustomer, CARDS.visa);
    expect((await subscribe(t, sameCustomer)).statusCode).toBe(200);

    expect((await affiliateDetails(t, affiliate.id)).commission_earned).toBe(0);
    const referred = await t.ctx.db
      .select({ affiliateId: users.referredByAffiliateId })
      .from(users)
      .where(eq(users.id, sameCard.id));
    expect(referred).toEqual([{ affiliateId: null }]);
    const audits = await selfReferralAudits(affiliate.id);
    expect(audits.map((a) => a.after?.reason).sort()).toEqual(['card', 'payment_customer']);
  });
});
