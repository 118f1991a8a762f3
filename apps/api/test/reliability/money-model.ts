import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  leadPurchases,
  leads,
  payments,
  premiumCreditGrants,
  subscriptions,
} from '../../src/db/schema/index.js';
import { addMonths, DAY_MS } from '../../src/lib/time.js';
import type { ChargeResult, PaymentsPort } from '../../src/ports/payments.js';
import { createLead, createSubscriber, fundWallet, sessionFor, type TestApp } from '../helpers.js';

/**
 * The simple in-memory model of issue 9's property test: what one member's money, credits and
 * leads should be after any sequence of commands. money-commands.ts drives the real app and this
 * model side by side; `compareWithApp` checks they agree after every command.
 */
export type Owner = 'me' | 'rival';

export interface ModelLead {
  id: string;
  type: 'exclusive' | 'premium';
  priceCents: number;
  /** buyers_count: the lead's takers, including the ones it was created with. */
  takers: number;
  owners: Owner[];
  /** Buyers whose purchase of it was refunded or replaced: never sold to them again (decision 016). */
  returnedBy: Owner[];
  expiresAt: Date | null;
  status: 'published' | 'sold_out' | 'expired' | 'withdrawn';
}

export interface ModelGrant {
  credits: number;
  used: number;
  start: Date;
  end: Date;
}

export interface ModelPurchase {
  id: string;
  lead: ModelLead;
  at: Date;
  requested: boolean;
  /** An approved refund or replacement: the lead is no longer the member's (decision 016). */
  reversed: boolean;
}

export interface ModelDispute {
  id: string;
  amountCents: number;
  status: 'open' | 'won' | 'lost';
}

export interface ModelPayment {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Taken back by open or lost disputes and refunds (docs/product.md §14). */
  reversedCents: number;
  /** Stripe's running total of what was refunded on the charge (charge.amount_refunded). */
  stripeRefundedCents: number;
  /** What our refund reversals took back: never more than still stood of the payment. */
  refundedCents: number;
  disputes: ModelDispute[];
}

export interface MoneyModel {
  now: Date;
  balanceCents: number;
  /** Owed after a reversal of money already spent; money coming in pays it first. */
  debtCents: number;
  grants: ModelGrant[];
  periodEnd: Date;
  leads: ModelLead[];
  purchases: ModelPurchase[];
  payments: ModelPayment[];
  /** Provider events already delivered once, kept verbatim for replays. */
  events: string[];
}

interface Member {
  id: string;
  headers: { cookie: string; origin: string };
}

export interface MoneyWorld {
  t: TestApp;
  me: Member;
  rival: Member;
  adminId: string;
  payments: DeferringPayments;
  webhookSecret: string;
  /** Commands whose outcome matched the model, and provider reversals applied, over all runs (for the report). */
  stats: { comparisons: number; reversals: number };
}

export interface WorldSetup {
  startingCents: number;
  /** Credits of the first period (the plan's 25 are lowered so running out happens in a short run). */
  firstPeriodCredits: number;
  exclusivePrices: number[];
  premiumTakers: number[];
  premiumAgeDays: number[];
}

export const PLAN_CREDITS = 25;
const RIVAL_FUNDS = 1_000_000;

/** The payment port with one switch: the next charge waits for the customer (3-D Secure). */
export interface DeferringPayments {
  port: PaymentsPort;
  deferNextCharge(): void;
}

export function deferringPayments(inner: PaymentsPort): DeferringPayments {
  let deferNext = false;
  const port: PaymentsPort = {
    name: inner.name,
    isOffline: inner.isOffline,
    listPaymentMethods: (customerId) => inner.listPaymentMethods(customerId),
    savePaymentMethod: (request) => inner.savePaymentMethod(request),
    async charge(request): Promise<ChargeResult> {
      if (!deferNext) return inner.charge(request);
      deferNext = false;
      const id = `pi_3ds_${randomUUID().replaceAll('-', '')}`;
      return {
        status: 'requires_action',
        providerPaymentId: id,
        failureReason: null,
        clientSecret: `${id}_secret`,
      };
    },
  };
  return {
    port,
    deferNextCharge: () => {
      deferNext = true;
    },
  };
}

/** A Stripe event signed with the world's endpoint secret, sent to the real webhook route; its outcome. */
export async function deliverEvent(world: MoneyWorld, payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: world.webhookSecret });
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/stripe-webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.outcome as string;
}

const isActive = (grant: ModelGrant, now: Date) => grant.start <= now && now < grant.end;

/** Money coming into the wallet: it pays the debt first (wallet.service appendWalletEntry). */
export function creditWallet(model: MoneyModel, cents: number) {
  const repaid = Math.min(model.debtCents, cents);
  model.debtCents -= repaid;
  model.balanceCents += cents - repaid;
}

/** A provider's reversal: from the balance as far as it goes, the rest becomes a debt. */
export function takeBackFromWallet(model: MoneyModel, cents: number) {
  const taken = Math.min(model.balanceCents, cents);
  model.balanceCents -= taken;
  model.debtCents += cents - taken;
}

export const creditsLeft = (model: MoneyModel) =>
  model.grants.filter((g) => isActive(g, model.now)).reduce((sum, g) => sum + g.credits - g.used, 0);

/** The grant a take spends: the active one with credits left that ends first (as the service picks). */
export const grantToSpend = (model: MoneyModel) =>
  model.grants
    .filter((g) => isActive(g, model.now) && g.used < g.credits)
    .sort((a, b) => a.end.getTime() - b.end.getTime())[0];

/** A fresh member and a funded rival (both subscribed, with a card) and the run's own leads. */
export async function createWorld(
  t: TestApp,
  base: Omit<MoneyWorld, 'me' | 'rival'>,
  setup: WorldSetup,
): Promise<{ world: MoneyWorld; model: MoneyModel }> {
  const runId = randomUUID().slice(0, 8);
  const subscriber = await createSubscriber(t, `model-${runId}@example.com`);
  const rival = await createSubscriber(t, `rival-${runId}@example.com`);
  await fundWallet(t.ctx, rival.user.id, RIVAL_FUNDS);
  if (setup.startingCents > 0) await fundWallet(t.ctx, subscriber.user.id, setup.startingCents);
  await t.ctx.db
    .update(premiumCreditGrants)
    .set({ credits: setup.firstPeriodCredits })
    .where(eq(premiumCreditGrants.userId, subscriber.user.id));
  const now = t.clock.now();
  const modelLeads: ModelLead[] = [];
  for (const priceCents of setup.exclusivePrices) {
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents });
    modelLeads.push({
      id: lead.id,
      type: 'exclusive',
      priceCents,
      takers: 0,
      owners: [],
      returnedBy: [],
      expiresAt: null,
      status: 'published',
    });
  }
  for (const [i, takers] of setup.premiumTakers.entries()) {
    const publishedAt = new Date(now.getTime() - (setup.premiumAgeDays[i] ?? 0) * DAY_MS);
    const lead = await createLead(t.ctx, { type: 'premium', buyersCount: takers, publishedAt });
    modelLeads.push({
      id: lead.id,
      type: 'premium',
      priceCents: 0,
      takers,
      owners: [],
      returnedBy: [],
      expiresAt: lead.expiresAt,
      status: 'published',
    });
  }
  const world: MoneyWorld = {
    ...base,
    me: { id: subscriber.user.id, headers: subscriber.headers },
    rival: { id: rival.user.id, headers: rival.headers },
  };
  const model: MoneyModel = {
    now,
    balanceCents: setup.startingCents,
    debtCents: 0,
    grants: [{ credits: setup.firstPeriodCredits, used: 0, start: now, end: addMonths(now, 1) }],
    periodEnd: addMonths(now, 1),
    leads: modelLeads,
    purchases: [],
    payments: [],
    events: [],
  };
  return { world, model };
}

/** Ends the run's subscriptions, so later runs' renewal jobs do not keep charging it. */
export async function retireWorld(world: MoneyWorld) {
  await world.t.ctx.db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: world.t.clock.now() })
    .where(inArray(subscriptions.userId, [world.me.id, world.rival.id]));
}

/** New sessions after the clock moved (sessions made by the helpers last 400 days). */
export async function refreshSessions(world: MoneyWorld) {
  world.me.headers.cookie = await sessionFor(world.t.ctx, world.me.id);
  world.rival.headers.cookie = await sessionFor(world.t.ctx, world.rival.id);
}

async function observeApp(model: MoneyModel, world: MoneyWorld) {
  const { t, me, rival } = world;
  const wallet = (await t.app.inject({ url: '/api/v1/wallet/get-wallet', headers: me.headers })).json();
  const dashboard = (
    await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: me.headers })
  ).json();
  const ids = model.leads.map((l) => l.id);
  const leadRows = await t.ctx.db.select().from(leads).where(inArray(leads.id, ids));
  const sales = await t.ctx.db.select().from(leadPurchases).where(inArray(leadPurchases.leadId, ids));
  const ownerOf = (userId: string) => (userId === me.id ? 'me' : userId === rival.id ? 'rival' : userId);
  const paymentRows = await t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, me.id), eq(payments.kind, 'topup')));
  return {
    balance: wallet.result.balance,
    debt: wallet.result.debt,
    creditsLeft: dashboard.result.credits_left,
    owned: dashboard.count,
    leads: model.leads.map((lead) => {
      const row = leadRows.find((r) => r.id === lead.id)!;
      const owners = sales.filter((s) => s.leadId === lead.id).map((s) => ownerOf(s.userId));
      return { buyers: row.buyersCount, status: row.status, owners: owners.sort() };
    }),
    payments: Object.fromEntries(
      paymentRows.map((p) => [p.id, { status: p.status, reversed: p.reversedCents, reversal: p.reversal }]),
    ),
  };
}

/** What the billing history says of a payment after its disputes and refunds. */
function reversalStateOf(payment: ModelPayment) {
  if (payment.disputes.some((d) => d.status === 'open')) return 'disputed';
  if (payment.disputes.some((d) => d.status === 'lost')) return 'charged_back';
  return payment.refundedCents > 0 ? 'refunded' : null;
}

/** The model's expectation next to what the API and the database say, compared in one diff. */
export async function compareWithApp(model: MoneyModel, world: MoneyWorld) {
  const expected = {
    balance: model.balanceCents / 100,
    debt: model.debtCents / 100,
    creditsLeft: creditsLeft(model),
    owned: model.purchases.filter((p) => !p.reversed).length,
    leads: model.leads.map((lead) => ({
      buyers: lead.takers,
      status: lead.status,
      owners: [...lead.owners].sort(),
    })),
    payments: Object.fromEntries(
      model.payments.map((p) => [
        p.id,
        { status: p.status, reversed: p.reversedCents, reversal: reversalStateOf(p) },
      ]),
    ),
  };
  expect(await observeApp(model, world)).toEqual(expected);
  world.stats.comparisons += 1;
}
