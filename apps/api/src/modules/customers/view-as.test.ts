import {
  ENDPOINTS,
  VIEW_AS_HEADER,
  endViewAs,
  getAuditLog,
  getBilling,
  getCurrentUser,
  getDashboardData,
  getMyPurchasedLeads,
  getMyRequests,
  getWallet,
  startViewAs,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadUsage, users, wallets } from '../../db/schema/index.js';
import { VIEW_AS_READABLE, VIEW_AS_READ_ONLY } from '../../http/view-as.js';
import {
  ADMIN_EMAIL,
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

// Issue 21.4 and decision 034: the team sees what a customer sees, and can change nothing.
const t = useTestApp({ leadCount: 5 });

/** A subscriber who took a premium lead in Dallas, and an admin viewing them. */
async function viewedMember(email: string) {
  const member = await createSubscriber(t, email);
  await fundWallet(t.ctx, member.user.id, 5_000);
  const lead = await createLead(t.ctx, { type: 'premium', city: 'Dallas' });
  const taken = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/take-premium-lead',
    headers: member.headers,
    payload: { lead_id: lead.id },
  });
  expect(taken.statusCode).toBe(200);
  const admin = await adminHeaders(t);
  const started = await callEndpoint(t, startViewAs, { body: { user_id: member.user.id }, headers: admin });
  expect(started.statusCode, started.body).toBe(200);
  const { token } = started.json().result as { token: string };
  return { member, admin, token, viewing: { ...admin, [VIEW_AS_HEADER]: token }, lead };
}

const isRefusedAsReadOnly = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ result: null, detail: VIEW_AS_READ_ONLY });
};

describe('starting a read-only view', () => {
  it('is audited with the admin and the customer, and lasts 30 minutes', async () => {
    const { member, admin } = await viewedMember('view-start@example.com');
    const log = await callEndpoint(t, getAuditLog, { query: { entity: 'customer' }, headers: admin });
    const row = log
      .json()
      .result.find((e: { entity_id: string; action: string }) => e.entity_id === member.user.id);
    expect(row).toMatchObject({
      actor: ADMIN_EMAIL,
      action: 'customer.view_as',
      action_label: 'Viewed as the customer (read only)',
      subject: 'view-start@example.com',
      after: { read_only: true, expires_at: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString() },
    });
  });

  it('cannot view an admin, nor a member who deleted their account', async () => {
    const admin = await adminHeaders(t);
    const [self] = await t.ctx.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const refused = await callEndpoint(t, startViewAs, { body: { user_id: self!.id }, headers: admin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'The team cannot view as another admin: this view is for customers only.',
    );
    const { user } = await createCustomer(t.ctx, { email: 'view-deleted@example.com' });
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, user.id));
    const deleted = await callEndpoint(t, startViewAs, { body: { user_id: user.id }, headers: admin });
    expect(deleted.statusCode).toBe(409);
  });
});

describe('reading as the customer', () => {
  it("answers the customer's own dashboard, purchased leads, wallet, billing and requests", async () => {
    const { member, viewing } = await viewedMember('view-reads@example.com');
    const me = await callEndpoint(t, getCurrentUser, { headers: viewing });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ _id: member.user.id, email: 'view-reads@example.com' });
    const leads = await callEndpoint(t, getMyPurchasedLeads, { headers: viewing });
    expect(leads.json().result.map((l: { city: string }) => l.city)).toEqual(['Dallas']);
    const wallet = await callEndpoint(t, getWallet, { headers: viewing });
    expect(wallet.json().result.balance).toBe(50);
    const billing = await callEndpoint(t, getBilling, { headers: viewing });
    expect(billing.json().result.subscription.plan.plan_name).toBe('Basic');
    const dashboard = await callEndpoint(t, getDashboardData, { headers: viewing });
    expect(dashboard.statusCode).toBe(200);
    expect((await callEndpoint(t, getMyRequests, { headers: viewing })).json().result).toEqual([]);
  });

  it("reads the purchased leads without spending the customer's download allowance", async () => {
    const { member, viewing } = await viewedMember('view-allowance@example.com');
    const usage = () => t.ctx.db.select().from(downloadUsage).where(eq(downloadUsage.userId, member.user.id));
    const before = await usage();
    expect((await callEndpoint(t, getMyPurchasedLeads, { headers: viewing })).statusCode).toBe(200);
    expect(await usage()).toEqual(before);
    // The member's own read of the same list is counted, as before.
    expect((await callEndpoint(t, getMyPurchasedLeads, { headers: member.headers })).statusCode).toBe(200);
    expect((await usage()).reduce((rows, month) => rows + month.rows, 0)).toBe(
      before.reduce((rows, month) => rows + month.rows, 0) + 1,
    );
  });

  it('refuses every change of the API, every console endpoint and every read outside the view, with 403', async () => {
    const { member, viewing } = await viewedMember('view-writes@example.com');
    const memberRow = async () =>
      (await t.ctx.db.select().from(users).where(eq(users.id, member.user.id)))[0];
    const walletRow = async () =>
      (await t.ctx.db.select().from(wallets).where(eq(wallets.userId, member.user.id)))[0];
    const [userBefore, walletBefore] = [await memberRow(), await walletRow()];
    const mutating = ENDPOINTS.filter((e) => e.method !== 'GET');
    expect(mutating.length).toBeGreaterThan(60);
    for (const endpoint of mutating) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/api/v1/${endpoint.path}`,
        headers: { ...viewing, origin: APP_URL, 'idempotency-key': `view-as-${endpoint.path}` },
        payload: {},
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json().detail, endpoint.path).toBe(VIEW_AS_READ_ONLY);
    }
    const unlistedReads = ENDPOINTS.filter(
      (e) => e.method === 'GET' && !VIEW_AS_READABLE.has(`/api/v1/${e.path}`),
    );
    for (const endpoint of unlistedReads) {
      const response = await t.app.inject({ url: `/api/v1/${endpoint.path}`, headers: viewing });
      expect(response.statusCode, endpoint.path).toBe(403);
    }
    // Whatever its method, on any path: a write the router does not know is refused first, too.
    isRefusedAsReadOnly(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/wallet/get-wallet', headers: viewing }),
    );
    expect(await memberRow()).toEqual(userBefore);
    expect(await walletRow()).toEqual(walletBefore);
  });
});

describe('the token is worth nothing on its own', () => {
  it('lapses after 30 minutes, and at once when the admin exits', async () => {
    const { admin, token, viewing } = await viewedMember('view-expiry@example.com');
    t.clock.advance(29 * 60_000);
    expect((await callEndpoint(t, getWallet, { headers: viewing })).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const lapsed = await callEndpoint(t, getWallet, { headers: viewing });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().detail).toBe(
      'This read-only view has ended (they last 30 minutes). Open it again from the customer page.',
    );

    const second = await viewedMember('view-exit@example.com');
    const ended = await callEndpoint(t, endViewAs, { body: { token: second.token }, headers: second.admin });
    expect(ended.json().result).toEqual({ ended: true });
    expect((await callEndpoint(t, getWallet, { headers: second.viewing })).statusCode).toBe(403);
    const again = await callEndpoint(t, endViewAs, { body: { token: second.token }, headers: second.admin });
    expect(again.json().result).toEqual({ ended: false });
    // Another admin cannot end a view that is not theirs; its own admin still can.
    expect((await callEndpoint(t, endViewAs, { body: { token }, headers: admin })).json().result).toEqual({
      ended: true,
    });
  });

  it("needs the same admin's own session beside it: not another admin's, not the member's, not none", async () => {
    const { member, token } = await viewedMember('view-bound@example.com');
    const [otherAdmin] = await t.ctx.db
      .insert(users)
      .values({
        name: 'Other Admin',
        email: 'other-admin@sellersignal.io',
        passwordHash: 'x',
        role: 'admin',
        isAdultConfirmedAt: t.clock.now(),
        termsAcceptedAt: t.clock.now(),
      })
      .returning({ id: users.id });
    const asOtherAdmin = { cookie: await sessionFor(t.ctx, otherAdmin!.id), [VIEW_AS_HEADER]: token };
    expect((await callEndpoint(t, getWallet, { headers: asOtherAdmin })).statusCode).toBe(403);
    const asMember = { cookie: member.cookie, [VIEW_AS_HEADER]: token };
    expect((await callEndpoint(t, getWallet, { headers: asMember })).statusCode).toBe(403);
    expect((await callEndpoint(t, getWallet, { headers: { [VIEW_AS_HEADER]: token } })).statusCode).toBe(401);
  });

  it('is refused by the admin endpoints that start and end views, as it is by every other write', async () => {
    const { member, viewing } = await viewedMember('view-nested@example.com');
    const nested = await callEndpoint(t, startViewAs, {
      body: { user_id: member.user.id },
      headers: viewing,
    });
    isRefusedAsReadOnly(nested);
  });
});
