import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditPacks, outboxMessages, plans, users } from '../../src/db/schema/index.js';
import { APP_URL, createCustomer, fundWallet, freshIp, sessionFor, type TestApp } from '../helpers.js';

/**
 * Members made for the authorisation matrix and the session tests: each with its own session
 * cookie and a known password, and small steps that give one what a request needs to succeed.
 */
export const MEMBER_PASSWORD = 'member-password-1';

export interface Member {
  id: string;
  email: string;
  role: 'customer' | 'admin';
  cookie: string;
}

export async function newMember(t: TestApp, role: Member['role'], label: string): Promise<Member> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await createCustomer(t.ctx, { email, password: MEMBER_PASSWORD });
  if (role === 'admin') await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { id: user.id, email, role, cookie: await sessionFor(t.ctx, user.id) };
}

/** A request as a member (or anonymously), from an address of its own so no rate limit interferes. */
export function call(
  t: TestApp,
  member: Member | null,
  method: string,
  path: string,
  input: { query?: Record<string, string>; body?: object } = {},
) {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return t.app.inject({
    method: method as 'GET',
    url: `/api/v1/${path}${query}`,
    headers: member ? { cookie: member.cookie, origin: APP_URL } : { origin: APP_URL },
    remoteAddress: freshIp(),
    ...(input.body ? { payload: input.body } : {}),
  });
}

/** Calls and insists on success: the steps that set a case up must not fail silently. */
export async function succeed(t: TestApp, member: Member, method: string, path: string, body?: object) {
  const response = await call(t, member, method, path, { body: body ?? {} });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().result;
}

export const saveCard = (t: TestApp, member: Member, card = '4242424242424242') =>
  succeed(t, member, 'POST', 'billing/save-payment-method', {
    test_card_number: card,
    exp_month: 12,
    exp_year: 2030,
  });

export async function planIdOf(
  t: TestApp,
  name: 'Basic' | 'Pro',
  occurrence: 'monthly' | 'yearly' = 'monthly',
) {
  const [plan] = await t.ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.name, name), eq(plans.occurrence, occurrence)));
  return plan!.id;
}

/** The credit pack on sale to members of a plan. */
export async function creditPackIdOf(t: TestApp, name: 'Basic' | 'Pro') {
  const [pack] = await t.ctx.db
    .select({ id: creditPacks.id })
    .from(creditPacks)
    .where(eq(creditPacks.planId, await planIdOf(t, name)));
  return pack!.id;
}

export async function subscribe(t: TestApp, member: Member) {
  await saveCard(t, member);
  await succeed(t, member, 'POST', 'billing/create-subscription', { plan_id: await planIdOf(t, 'Basic') });
}

export const fund = (t: TestApp, member: Member, cents = 50_000) => fundWallet(t.ctx, member.id, cents);

/** The token of the newest email of a template sent to an address. */
export async function mailedToken(t: TestApp, recipient: string, template: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = mail && /token=([\w-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no ${template} email with a token to ${recipient}`);
  return token;
}
