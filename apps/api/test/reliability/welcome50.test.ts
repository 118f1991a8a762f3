import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema/index.js';
import { useTestApp } from '../helpers.js';
import { assertLedgerInvariants } from './invariants.js';
import { CARDS, post, saveCard, signUpByLink, subscribe, type Member } from '../money-helpers.js';

/**
 * Issue 15, item 6: WELCOME50 could be had again with a new e-mail and the same card, or by
 * deleting the account and signing up again, and took 50% off a whole year. docs/product.md §14:
 * one redemption per person (a hash of the e-mail kept after deletion, the card fingerprint, the
 * payment customer), covering one month's worth.
 */
const t = useTestApp({ leadCount: 5 });
afterAll(() => assertLedgerInvariants(t.ctx.db));

const REFUSED = {
  path: 'body.promo_code',
  message:
    'WELCOME50 was already redeemed with this email address, card or payment account: it is one per person.',
};

async function chargedCents(member: Member) {
  const rows = await t.ctx.db.select().from(payments).where(eq(payments.userId, member.id));
  return rows.filter((p) => p.kind === 'subscription' && p.status === 'succeeded').map((p) => p.amountCents);
}

function expectRefused(response: Awaited<ReturnType<typeof subscribe>>) {
  expect(response.statusCode).toBe(409);
  expect(response.json().errors).toEqual([REFUSED]);
}

describe('WELCOME50 is one per person', () => {
  it('refuses a new e-mail address paying with a card that already redeemed it', async () => {
    const first = await signUpByLink(t, 'first.redeemer@example.com');
    await saveCard(t, first, CARDS.visa);
    const redeemed = await subscribe(t, first, { promo: 'WELCOME50' });
    expect(redeemed.statusCode).toBe(200);
    expect(await chargedCents(first)).toEqual([4_950]);

    const second = await signUpByLink(t, 'someone.else@example.org');
    await saveCard(t, second, CARDS.visa);
    expectRefused(await subscribe(t, second, { promo: 'WELCOME50' }));
    expect(await chargedCents(second)).toEqual([]);
    expect((await subscribe(t, second)).statusCode).toBe(200);
    expect(await chargedCents(second)).toEqual([9_900]);
  });

  it('refuses the same person after deleting the account and signing up again, whatever the spelling', async () => {
    const before = await signUpByLink(t, 'jamie.fox@gmail.com', { promo_code: 'WELCOME50' });
    await saveCard(t, before, CARDS.mastercard);
    expect((await subscribe(t, before)).statusCode).toBe(200);
    expect(await chargedCents(before)).toEqual([4_950]);
    const deleted = await post(t, 'auth/delete-account', before.headers, {
      password: before.password,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);

    for (const [address, card] of [
      ['jamie.fox@gmail.com', CARDS.visaDebit],
      ['Jamie.Fox+again@googlemail.com', CARDS.discover],
    ] as const) {
      const again = await signUpByLink(t, address, { promo_code: 'WELCOME50' });
      await saveCard(t, again, card);
      expectRefused(await subscribe(t, again, { promo: 'WELCOME50' }));
      // The code kept from sign-up was dropped with the refusal: subscribing again pays full price.
      expect((await subscribe(t, again)).statusCode).toBe(200);
      expect(await chargedCents(again)).toEqual([9_900]);
      await post(t, 'auth/delete-account', again.headers, { password: again.password, confirm: 'DELETE' });
    }
  });

  it('refuses a member whose payment customer already redeemed it', async () => {
    const redeemer = await signUpByLink(t, 'pays.for.two@example.com');
    await saveCard(t, redeemer, CARDS.mastercardDebit);
    expect((await subscribe(t, redeemer, { promo: 'WELCOME50' })).statusCode).toBe(200);
    const [redeemerRow] = await t.ctx.db.select().from(users).where(eq(users.id, redeemer.id));

    const sharer = await signUpByLink(t, 'shares.customer@example.com');
    await t.ctx.db
      .update(users)
      .set({ stripeCustomerId: redeemerRow!.stripeCustomerId })
      .where(eq(users.id, sharer.id));
    await saveCard(t, sharer, CARDS.visaCanada);
    expectRefused(await subscribe(t, sharer, { promo: 'WELCOME50' }));
    expect(await chargedCents(sharer)).toEqual([]);
  });

  it('gives exactly one discount when two accounts with one card redeem it at the same moment', async () => {
    const racers: Member[] = [];
    for (const address of ['racer.one@example.com', 'racer.two@example.com']) {
      const member = await signUpByLink(t, address);
      await saveCard(t, member, CARDS.visaUk);
      racers.push(member);
    }
    const answers = await Promise.all(racers.map((member) => subscribe(t, member, { promo: 'WELCOME50' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const charged = (await Promise.all(racers.map(chargedCents))).flat();
    expect(charged).toEqual([4_950]);
  });
});

describe('WELCOME50 covers one month’s worth', () => {
  it('takes half of a twelfth off a yearly plan, and says so in the answer', async () => {
    const pro = await signUpByLink(t, 'yearly.pro@example.com');
    await saveCard(t, pro, CARDS.visaAustria);
    const response = await subscribe(t, pro, { plan: 'Pro', occurrence: 'yearly', promo: 'WELCOME50' });
    expect(response.statusCode).toBe(200);
    // $2,990 a year: one month's worth is $249.17, half of it $124.58.
    expect(await chargedCents(pro)).toEqual([286_542]);
    expect(response.json().result.first_payment).toEqual({
      promo_code: 'WELCOME50',
      price: 2_990,
      discount: 124.58,
      charged: 2_865.42,
    });

    const monthly = await signUpByLink(t, 'monthly.basic@example.com');
    await saveCard(t, monthly, CARDS.visaBelgium);
    const halved = await subscribe(t, monthly, { promo: 'welcome50' });
    expect(halved.json().result.first_payment).toEqual({
      promo_code: 'WELCOME50',
      price: 99,
      discount: 49.5,
      charged: 49.5,
    });
  });
});
