import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliates, users } from '../../db/schema/index.js';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  createCustomer,
  freshIp,
  loginAs,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
const signUp = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/affiliator/create-affiliators',
    payload: payload as object,
    remoteAddress: freshIp(),
  });

describe('POST affiliator/create-affiliators', () => {
  it("signs up an affiliate with 'Data added successfully' and a truthy result", async () => {
    const response = await signUp({ name: 'Jordan Price', email: 'jordan@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Data added successfully', result: true });
  });

  it('does not create a second row for a repeat sign-up, and answers the same', async () => {
    const first = await signUp({ name: 'Sam Ortiz', email: 'sam@example.com' });
    const again = await signUp({ name: 'Someone Else', email: 'SAM@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await t.ctx.db
      .select()
      .from(affiliates)
      .where(sql`lower(${affiliates.email}) = 'sam@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Sam Ortiz');
  });

  it('requires both name and email', async () => {
    const missingName = await signUp({ email: 'x@example.com' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errors).toEqual([{ path: 'body.name', message: 'Full name is required' }]);
    const blankEmail = await signUp({ name: 'X', email: ' ' });
    expect(blankEmail.json().errors[0]).toEqual({ path: 'body.email', message: 'Email is required' });
    const extra = await signUp({ name: 'X', email: 'x@example.com', role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ path: 'body', message: 'Unknown field: role' }]);
  });
});

describe('GET affiliator/get-affiliators (admin only)', () => {
  it('refuses anonymous callers and members', async () => {
    expect((await t.app.inject({ url: '/api/v1/affiliator/get-affiliators' })).statusCode).toBe(401);
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const member = await t.app.inject({ url: '/api/v1/affiliator/get-affiliators', headers: { cookie } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ message: 'Error', result: null });
  });

  it('lists affiliates with status, referral code and customers referred for an admin', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'referred@example.com' });
    const [marcusRow] = await t.ctx.db
      .select()
      .from(affiliates)
      .where(sql`${affiliates.referralCode} = 'MARCUSB7'`);
    await t.ctx.db
      .update(users)
      .set({ referredByAffiliateId: marcusRow!.id })
      .where(sql`${users.id} = ${user.id}`);
    const cookie = await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD);
    const response = await t.app.inject({
      url: '/api/v1/affiliator/get-affiliators?limit=50',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.pagination.currentPage).toBe(1);
    const jordan = body.result.find((a: { email: string }) => a.email === 'jordan@example.com');
    expect(jordan).toMatchObject({ name: 'Jordan Price', status: 'new', referred_customers: 0 });
    expect(jordan.referral_code).toMatch(/^JORDA[A-Z0-9]{4}$/);
    const marcus = body.result.find((a: { email: string }) => a.email === 'marcus.bell@example.com');
    expect(marcus.referred_customers).toBe(1);
    const filtered = (
      await t.app.inject({ url: '/api/v1/affiliator/get-affiliators?status=active', headers: { cookie } })
    ).json();
    expect(filtered.result.every((a: { status: string }) => a.status === 'active')).toBe(true);
  });
});
