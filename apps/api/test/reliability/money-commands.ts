import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runMaintenance } from '../../src/jobs/maintenance.js';
import { leadPurchases, payments } from '../../src/db/schema/index.js';
import { addMonths, DAY_MS, HOUR_MS } from '../../src/lib/time.js';
import { APP_URL, sessionFor } from '../helpers.js';
import { REVERSAL_COMMANDS } from './reversal-commands.js';
import {
  compareWithApp,
  creditWallet,
  creditsLeft,
  deliverEvent,
  grantToSpend,
  PLAN_CREDITS,
  refreshSessions,
  type ModelLead,
  type MoneyModel,
  type MoneyWorld,
  type Owner,
} from './money-model.js';

/**
 * The commands of issue 9's model test. Each one says what the model expects, sends the request
 * to the real app, checks the answer, updates the model and then compares the whole state.
 */
type Command = fc.AsyncCommand<MoneyModel, MoneyWorld>;

interface Outcome {
  status: number;
  detail?: string;
}

const REFUND_WINDOW_MS = LIMITS.exclusiveRefundWindowHours * HOUR_MS;
/** A renewal job run per month the clock jumped, plus one; a bound so a bug cannot loop forever. */
const MAX_MAINTENANCE_ROUNDS = 24;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function send(world: MoneyWorld, who: Owner, path: string, payload: object) {
  const member = who === 'me' ? world.me : world.rival;
  return world.t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: member.headers, payload });
}

function expectOutcome(response: { statusCode: number; json(): { detail?: string } }, expected: Outcome) {
  const body = response.json();
  expect({ status: response.statusCode, ...(expected.detail ? { detail: body.detail } : {}) }).toEqual(
    expected,
  );
}

/** Who may not buy or take a lead, and why, in the order the purchase service checks. */
function refusalOf(model: MoneyModel, lead: ModelLead, who: Owner): Outcome | null {
  if (lead.returnedBy.includes(who))
    return {
      status: 409,
      detail: 'This lead was refunded or replaced for you, so it cannot be yours again. Choose another lead.',
    };
  if (lead.owners.includes(who))
    return { status: 409, detail: 'You already own this lead: find it under Purchased Leads.' };
  if (lead.status === 'sold_out' || lead.takers >= (lead.type === 'exclusive' ? 1 : LIMITS.premiumMaxBuyers))
    return {
      status: 409,
      detail:
        lead.type === 'exclusive'
          ? 'This lead was just sold to another buyer.'
          : `This lead has already been taken by ${LIMITS.premiumMaxBuyers} buyers.`,
    };
  if (lead.status === 'expired' || (lead.expiresAt && lead.expiresAt <= model.now))
    return { status: 409, detail: 'This lead has left the marketplace (30 days have passed).' };
  return null;
}

/** docs/product.md §14: a wallet that owes money after a reversal buys and takes nothing. */
const debtRefusal = (model: MoneyModel): Outcome => ({
  status: 402,
  detail: `Your wallet owes ${dollars(model.debtCents)} because a payment was disputed or refunded. Add at least ${dollars(model.debtCents)} in Wallet to buy leads again.`,
});

function recordSale(model: MoneyModel, lead: ModelLead, who: Owner) {
  lead.owners.push(who);
  lead.takers += 1;
  if (lead.takers >= (lead.type === 'exclusive' ? 1 : LIMITS.premiumMaxBuyers)) lead.status = 'sold_out';
}

async function purchaseIdOf(world: MoneyWorld, leadId: string) {
  const [row] = await world.t.ctx.db
    .select({ id: leadPurchases.id })
    .from(leadPurchases)
    .where(and(eq(leadPurchases.leadId, leadId), eq(leadPurchases.userId, world.me.id)));
  return row!.id;
}

export class TopUp implements Command {
  constructor(
    readonly cents: number,
    readonly confirmedLater: boolean,
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    if (this.confirmedLater) world.payments.deferNextCharge();
    const response = await send(world, 'me', 'wallet/create-top-up', { amount: this.cents / 100 });
    if (!this.confirmedLater) creditWallet(model, this.cents);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      status: this.confirmedLater ? 'requires_action' : 'succeeded',
      balance: model.balanceCents / 100,
    });
    const known = new Set(model.payments.map((p) => p.id));
    const rows = await world.t.ctx.db.select().from(payments).where(eq(payments.userId, world.me.id));
    const fresh = rows.filter((p) => p.kind === 'topup' && !known.has(p.id));
    expect(fresh).toHaveLength(1);
    model.payments.push({
      id: fresh[0]!.id,
      amountCents: this.cents,
      status: this.confirmedLater ? 'pending' : 'succeeded',
      reversedCents: 0,
      stripeRefundedCents: 0,
      refundedCents: 0,
      disputes: [],
    });
    await compareWithApp(model, world);
  }
  toString = () => `TopUp(${dollars(this.cents)}${this.confirmedLater ? ', confirmed later' : ''})`;
}

/** The payment provider's webhook about one of the member's top-ups; a fresh event id each time. */
export class ProviderWebhook implements Command {
  constructor(
    readonly index: number,
    readonly succeeded: boolean,
  ) {}
  check = (model: Readonly<MoneyModel>) => model.payments.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    const payment = model.payments[this.index % model.payments.length]!;
    const type = this.succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    const event = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      data: {
        object: {
          id: `pi_for_${payment.id}`,
          object: 'payment_intent',
          metadata: { payment_id: payment.id },
          last_payment_error: this.succeeded ? null : { message: 'Your card was declined.' },
        },
      },
    });
    const applies = payment.status === 'pending';
    expect(await deliverEvent(world, event)).toBe(applies ? 'applied' : 'ignored');
    if (applies) {
      payment.status = this.succeeded ? 'succeeded' : 'failed';
      if (this.succeeded) creditWallet(model, payment.amountCents);
    }
    model.events.push(event);
    await compareWithApp(model, world);
  }
  toString = () => `ProviderWebhook(#${this.index}, ${this.succeeded ? 'succeeded' : 'failed'})`;
}

/** A delivered event sent again (providers retry): it must change nothing. */
export class WebhookReplay implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<MoneyModel>) => model.events.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    expect(await deliverEvent(world, model.events[this.index % model.events.length]!)).toBe('duplicate');
    await compareWithApp(model, world);
  }
  toString = () => `WebhookReplay(#${this.index})`;
}

export class BuyExclusive implements Command {
  constructor(
    readonly index: number,
    readonly who: Owner,
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    const exclusive = model.leads.filter((l) => l.type === 'exclusive');
    const lead = exclusive[this.index % exclusive.length]!;
    const response = await send(world, this.who, 'leads/buy-exclusive-lead', { lead_id: lead.id });
    const refused = refusalOf(model, lead, this.who);
    const mine = this.who === 'me';
    if (refused) expectOutcome(response, refused);
    else if (mine && model.debtCents > 0) expectOutcome(response, debtRefusal(model));
    else if (mine && model.balanceCents < lead.priceCents)
      expectOutcome(response, {
        status: 402,
        detail: `Your wallet has ${dollars(model.balanceCents)}; this lead costs ${dollars(lead.priceCents)}. Add funds to buy it.`,
      });
    else {
      expect(response.statusCode).toBe(200);
      recordSale(model, lead, this.who);
      if (mine) {
        model.balanceCents -= lead.priceCents;
        await recordMyPurchase(model, world, response, lead, lead.priceCents);
      }
    }
    await compareWithApp(model, world);
  }
  toString = () => `BuyExclusive(#${this.index}, by ${this.who})`;
}

/** The member's own successful purchase: the answer matches the model, and the model keeps it. */
async function recordMyPurchase(
  model: MoneyModel,
  world: MoneyWorld,
  response: LightMyRequestResponse,
  lead: ModelLead,
  pricePaidCents: number,
) {
  expect(response.json().result).toMatchObject({
    wallet_balance: model.balanceCents / 100,
    credits_left: creditsLeft(model),
    lead: { id: lead.id, price_paid: pricePaidCents / 100 },
  });
  model.purchases.push({
    id: await purchaseIdOf(world, lead.id),
    lead,
    at: model.now,
    requested: false,
    reversed: false,
  });
}

/** The rival's plan credits (25) outlast the run's four premium leads, so only the member can run out. */
export class TakePremium implements Command {
  constructor(
    readonly index: number,
    readonly who: Owner,
  ) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    const premium = model.leads.filter((l) => l.type === 'premium');
    const lead = premium[this.index % premium.length]!;
    const response = await send(world, this.who, 'leads/take-premium-lead', { lead_id: lead.id });
    const refused = refusalOf(model, lead, this.who);
    const mine = this.who === 'me';
    const grant = mine ? grantToSpend(model) : undefined;
    if (refused) expectOutcome(response, refused);
    else if (mine && model.debtCents > 0) expectOutcome(response, debtRefusal(model));
    else if (mine && !grant)
      expectOutcome(response, {
        status: 402,
        detail:
          'You have no premium credits left this period. Credits reset with your next billing month, or choose a bigger plan.',
      });
    else {
      expect(response.statusCode).toBe(200);
      recordSale(model, lead, this.who);
      if (mine) {
        grant!.used += 1;
        await recordMyPurchase(model, world, response, lead, 0);
      }
    }
    await compareWithApp(model, world);
  }
  toString = () => `TakePremium(#${this.index}, by ${this.who})`;
}

/** A refund (exclusive) or replacement (premium) request, approved by an admin when it is filed. */
export class RequestRefund implements Command {
  constructor(readonly index: number) {}
  check = (model: Readonly<MoneyModel>) => model.purchases.length > 0;
  async run(model: MoneyModel, world: MoneyWorld) {
    const purchase = model.purchases[this.index % model.purchases.length]!;
    const isRefund = purchase.lead.type === 'exclusive';
    const filed = await send(
      world,
      'me',
      isRefund ? 'refunds/create-refund-request' : 'refunds/create-replacement-request',
      isRefund
        ? { purchase_id: purchase.id, reason: 'Invalid contact info', evidence_text: 'Number disconnected.' }
        : {
            purchase_id: purchase.id,
            reason: 'Already sold',
            property_address: '1 Model St',
            seller_name: 'Model Seller',
            contact_number: '(512) 555-0100',
          },
    );
    if (model.now.getTime() >= purchase.at.getTime() + REFUND_WINDOW_MS)
      expectOutcome(filed, {
        status: 409,
        detail: 'Requests can be made within 72 hours of purchase; this one is older.',
      });
    else if (purchase.requested)
      expectOutcome(filed, {
        status: 409,
        detail: 'A request for this lead was already filed; see Requests for its status.',
      });
    else {
      expect(filed.statusCode).toBe(200);
      await approve(world, filed.json().result._id);
      purchase.requested = true;
      // The purchase is reversed: no longer the member's, never sold to them again; an exclusive
      // lead refunded as "Invalid contact info" is withdrawn (decision 016).
      purchase.reversed = true;
      purchase.lead.returnedBy.push('me');
      if (isRefund && purchase.lead.status === 'sold_out') purchase.lead.status = 'withdrawn';
      if (isRefund) creditWallet(model, purchase.lead.priceCents);
      else model.grants.push({ credits: 1, used: 0, start: model.now, end: addMonths(model.now, 1) });
    }
    await compareWithApp(model, world);
  }
  toString = () => `RequestRefund(#${this.index})`;
}

async function approve(world: MoneyWorld, requestId: string) {
  const cookie = await sessionFor(world.t.ctx, world.adminId);
  const decided = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/decide-request',
    headers: { cookie, origin: APP_URL },
    payload: { request_id: requestId, decision: 'approve' },
  });
  expect(decided.json()).toEqual({
    message: MESSAGES.edited,
    result: { _id: requestId, status: 'approved' },
  });
}

/** Time passes and the maintenance jobs run: renewals reset credits, premium leads expire. */
export class AdvanceClock implements Command {
  constructor(readonly days: number) {}
  check = () => true;
  async run(model: MoneyModel, world: MoneyWorld) {
    world.t.clock.advance(this.days * DAY_MS);
    model.now = world.t.clock.now();
    for (let round = 0; round < MAX_MAINTENANCE_ROUNDS; round++) {
      const done = await runMaintenance(world.t.ctx);
      if (done.renewed + done.failed + done.ended === 0) break;
    }
    await refreshSessions(world);
    while (model.periodEnd <= model.now) {
      const start = model.periodEnd;
      model.periodEnd = addMonths(start, 1);
      model.grants.push({ credits: PLAN_CREDITS, used: 0, start, end: model.periodEnd });
    }
    for (const lead of model.leads) {
      if (lead.status === 'published' && lead.expiresAt && lead.expiresAt <= model.now)
        lead.status = 'expired';
    }
    await compareWithApp(model, world);
  }
  toString = () => `AdvanceClock(${this.days} days)`;
}

/** fc.commands favours the first entries when it picks; the money-moving ones lead. */
export const MONEY_COMMANDS = [
  fc.nat().map((index) => new BuyExclusive(index, 'me')),
  fc.nat().map((index) => new TakePremium(index, 'me')),
  fc.nat().map((index) => new RequestRefund(index)),
  // 3 days is exactly the 72-hour request window: a request then is refused.
  fc.constantFrom(1, 2, 3, 31).map((days) => new AdvanceClock(days)),
  fc.nat().map((index) => new TakePremium(index, 'rival')),
  fc.nat().map((index) => new BuyExclusive(index, 'rival')),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, succeeded]) => new ProviderWebhook(index, succeeded)),
  fc.nat().map((index) => new WebhookReplay(index)),
  fc.constantFrom(1_000, 2_550, 10_000).map((cents) => new TopUp(cents, false)),
  fc.constantFrom(1_500, 4_000).map((cents) => new TopUp(cents, true)),
  ...REVERSAL_COMMANDS,
];

/**
 * Issue 15 item 18: the same commands with the provider's disputes and refunds up front (and
 * top-ups, for them to reverse), so that reversals meet spending, debts and repayments often.
 */
export const REVERSAL_FOCUSED_COMMANDS = [
  fc.constantFrom(1_000, 2_550, 10_000).map((cents) => new TopUp(cents, false)),
  ...REVERSAL_COMMANDS,
  fc.nat().map((index) => new BuyExclusive(index, 'me')),
  fc.nat().map((index) => new TakePremium(index, 'me')),
  fc.nat().map((index) => new RequestRefund(index)),
  fc.constantFrom(1_500, 4_000).map((cents) => new TopUp(cents, true)),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, succeeded]) => new ProviderWebhook(index, succeeded)),
  fc.nat().map((index) => new WebhookReplay(index)),
];
