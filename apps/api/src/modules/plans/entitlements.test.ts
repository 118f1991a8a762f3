import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../../db/schema/index.js';
import {
  APP_URL,
  adminHeaders,
  createCustomer,
  createSubscriber,
  givePlan,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { NO_PLAN, entitlementsOf } from './entitlements.service.js';

/** Decision 029: the API holds members to their plan's entitlements, or to NO_PLAN without one. */
const t = useTestApp({ leadCount: 5 });

let memberNumber = 0;
async function member(plan: 'basic' | 'pro' | 'enterprise' | null) {
  const { user } = await createCustomer(t.ctx, { email: `entitled-${++memberNumber}@example.com` });
  if (plan) await givePlan(t.ctx, user.id, plan);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}

const post = (headers: Record<string, string>, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });
const saveSearch = (headers: Record<string, string>, name: string) =>
  post(headers, 'leads/create-saved-search', { name, filters: { state: 'NE' }, alerts_enabled: true });
const createKey = (headers: Record<string, string>, name: string) =>
  post(headers, 'api-keys/create-api-key', { name });
let hookNumber = 0;
const createHook = (headers: Record<string, string>) =>
  post(headers, 'webhooks/create-webhook-endpoint', { url: `http://127.0.0.1:5199/plan-${++hookNumber}` });

/** The answer's status and detail, for one comparison. */
const refusal = (response: { statusCode: number; json: () => { detail?: string } }) => ({
  status: response.statusCode,
  detail: response.json().detail,
});

/** Moves the member's live subscription to another monthly plan, as a renewal after a downgrade does. */
async function moveTo(userId: string, packageKey: 'basic' | 'pro') {
  const [plan] = await t.ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.packageKey, packageKey), eq(plans.occurrence, 'monthly')));
  await t.ctx.db.update(subscriptions).set({ planId: plan!.id }).where(eq(subscriptions.userId, userId));
}

describe('entitlementsOf', () => {
  it("is the live subscription's plan, and NO_PLAN without one or once it is canceled", async () => {
    const none = await member(null);
    expect(await entitlementsOf(t.ctx.db, none.user.id)).toEqual({ plan: null, entitlements: NO_PLAN });
    expect(NO_PLAN).toEqual({
      saved_searches: 1,
      text_alerts: false,
      api_keys: 2,
      webhook_endpoints: 2,
      team_seats: 1,
    });
    const pro = await member('pro');
    expect(await entitlementsOf(t.ctx.db, pro.user.id)).toEqual({
      plan: { name: 'Pro', occurrence: 'monthly' },
      entitlements: {
        saved_searches: 25,
        text_alerts: true,
        api_keys: 10,
        webhook_endpoints: 10,
        team_seats: 3,
      },
    });
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.userId, pro.user.id));
    expect((await entitlementsOf(t.ctx.db, pro.user.id)).plan?.name).toBe('Pro');
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: t.clock.now() })
      .where(eq(subscriptions.userId, pro.user.id));
    expect((await entitlementsOf(t.ctx.db, pro.user.id)).entitlements).toEqual(NO_PLAN);
  });
});

describe('saved searches', () => {
  it('keeps a member without a plan to 1, saying what to do', async () => {
    const { headers } = await member(null);
    expect((await saveSearch(headers, 'First')).statusCode).toBe(200);
    const refused = await saveSearch(headers, 'Second');
    expect(refused.json()).toMatchObject({ message: 'Failed to add data', result: null });
    expect(refusal(refused)).toEqual({
      status: 402,
      detail: 'Without a plan, you get 1 saved search: delete one, or subscribe to Pro for 25.',
    });
  });

  it('keeps Basic to 1 until an upgrade to Pro raises it to 25 at once', async () => {
    const basic = await createSubscriber(t, 'saved-upgrade@example.com', { plan: 'basic' });
    const headers = basic.headers;
    const first = await saveSearch(headers, 'Omaha');
    expect(first.statusCode).toBe(200);
    expect(refusal(await saveSearch(headers, 'Lincoln'))).toEqual({
      status: 402,
      detail: 'Your Basic plan includes 1 saved search: delete one, or upgrade to Pro for 25.',
    });
    // Deleting one makes room again.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/leads/delete-saved-search?id=${first.json().result._id}`,
      headers,
    });
    expect((await saveSearch(headers, 'Lincoln')).statusCode).toBe(200);

    const plansNow = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json()
      .result as { _id: string; plan_name: string }[];
    const upgraded = await post(headers, 'billing/change-plan', {
      plan_id: plansNow.find((p) => p.plan_name === 'Pro')!._id,
    });
    expect(upgraded.json().result.plan_change).toMatchObject({ plan_name: 'Pro', takes_effect: 'now' });
    for (let i = 0; i < 24; i++) expect((await saveSearch(headers, `Pro ${i}`)).statusCode).toBe(200);
    expect(refusal(await saveSearch(headers, 'One too many'))).toEqual({
      status: 402,
      detail:
        'Your Pro plan includes 25 saved searches: delete one, or upgrade to Enterprise for unlimited saved searches.',
    });
  });

  it('follows a limit the team changes in the console, for members already on the plan', async () => {
    const { headers } = await member('basic');
    const [basic] = await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.packageKey, 'basic'), eq(plans.occurrence, 'monthly')));
    const admin = await adminHeaders(t);
    const edit = (saved_searches: number | null) =>
      post(admin, 'admin/update-plan', {
        id: basic!.id,
        entitlements: {
          saved_searches,
          text_alerts: false,
          api_keys: 2,
          webhook_endpoints: 2,
          team_seats: 1,
        },
      });
    expect((await edit(3)).statusCode).toBe(200);
    for (const name of ['A', 'B', 'C']) expect((await saveSearch(headers, name)).statusCode).toBe(200);
    expect(refusal(await saveSearch(headers, 'D')).detail).toBe(
      'Your Basic plan includes 3 saved searches: delete one, or upgrade to Pro for 25.',
    );
    expect((await edit(1)).statusCode).toBe(200);
  });
});

describe('API keys', () => {
  it('keeps a member without a plan to 2 working keys; a revoked one frees a place, rotation is not a new key', async () => {
    const { headers } = await member(null);
    const first = await createKey(headers, 'CRM');
    expect(first.statusCode).toBe(200);
    expect((await createKey(headers, 'Zapier')).statusCode).toBe(200);
    expect(refusal(await createKey(headers, 'Sheets'))).toEqual({
      status: 402,
      detail: 'Without a plan, you get 2 API keys: revoke one, or subscribe to Pro for 10.',
    });
    const rotated = await post(headers, 'api-keys/rotate-api-key', { id: first.json().result._id });
    expect(rotated.statusCode).toBe(200);
    expect(refusal(await createKey(headers, 'Sheets')).status).toBe(402);
    await post(headers, 'api-keys/revoke-api-key', { id: rotated.json().result._id });
    expect((await createKey(headers, 'Sheets')).statusCode).toBe(200);
  });

  it('gives Pro 10 and Enterprise no limit', async () => {
    const pro = await member('pro');
    for (let i = 0; i < 10; i++) expect((await createKey(pro.headers, `k${i}`)).statusCode).toBe(200);
    expect(refusal(await createKey(pro.headers, 'k10'))).toEqual({
      status: 402,
      detail:
        'Your Pro plan includes 10 API keys: revoke one, or upgrade to Enterprise for unlimited API keys.',
    });
    const enterprise = await member('enterprise');
    for (let i = 0; i < 12; i++) expect((await createKey(enterprise.headers, `k${i}`)).statusCode).toBe(200);
  });
});

describe('webhook endpoints', () => {
  it('keeps a member without a plan to 2, and Basic to 2 until an upgrade', async () => {
    const none = await member(null);
    expect((await createHook(none.headers)).statusCode).toBe(200);
    expect((await createHook(none.headers)).statusCode).toBe(200);
    expect(refusal(await createHook(none.headers))).toEqual({
      status: 402,
      detail: 'Without a plan, you get 2 webhook endpoints: delete one, or subscribe to Pro for 10.',
    });

    const basic = await member('basic');
    expect((await createHook(basic.headers)).statusCode).toBe(200);
    expect((await createHook(basic.headers)).statusCode).toBe(200);
    expect(refusal(await createHook(basic.headers))).toEqual({
      status: 402,
      detail: 'Your Basic plan includes 2 webhook endpoints: delete one, or upgrade to Pro for 10.',
    });
    await moveTo(basic.user.id, 'pro');
    expect((await createHook(basic.headers)).statusCode).toBe(200);
  });

  it('keeps what a member made before a downgrade, and says how many to delete before adding one', async () => {
    const { user, headers } = await member('pro');
    for (let i = 0; i < 3; i++) expect((await createHook(headers)).statusCode).toBe(200);
    await moveTo(user.id, 'basic');
    expect(refusal(await createHook(headers))).toEqual({
      status: 402,
      detail:
        'Your Basic plan includes 2 webhook endpoints and you have 3: delete 2, or upgrade to Pro for 10.',
    });
    const listed = await t.app.inject({ url: '/api/v1/webhooks/get-webhook-endpoints', headers });
    expect(listed.json().result).toHaveLength(3);
  });
});
