import { ENDPOINTS, MESSAGES, type Endpoint } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema/index.js';
import { createLead, useTestApp } from '../helpers.js';
import { ENDPOINT_CASES } from './authorization-cases.js';
import type { EndpointCase, Owned } from './authorization-fixtures.js';
import { assertLedgerInvariants } from './invariants.js';
import { call, fund, newMember, saveCard, succeed, type Member } from './members.js';

/**
 * Issue 9's authorisation matrix: every endpoint of packages/shared × {anonymous, customer A,
 * admin, customer B}, with B's ids in everyone's requests. Who is allowed follows from the
 * contract's `auth` alone; an allowed call must succeed with a body its contract accepts, a refused
 * one must get the exact refusal and leave B's rows as they were.
 */
const t = useTestApp({ leadCount: 10 });
afterAll(() => assertLedgerInvariants(t.ctx.db));

type Role = 'anonymous' | 'A' | 'admin' | 'B';
const ROLES: Role[] = ['anonymous', 'A', 'admin', 'B'];
const tally = { cells: 0, allowed: 0, refused: 0, ownershipChecks: 0, privacyChecks: 0 };

/** B's own resources are B's alone: other members, the admin included, are refused them. */
function isAllowed(endpoint: Endpoint, role: Role, namesOwnedResource: boolean) {
  switch (endpoint.auth) {
    case 'public':
      return true;
    case 'apiKey':
      return false; // a session cookie never stands in for the x-api-key header
    case 'admin':
      return role === 'admin';
    case 'session':
      return role !== 'anonymous' && (!namesOwnedResource || role === 'B');
  }
}

function refusalFor(endpoint: Endpoint, role: Role, kase: EndpointCase) {
  if (endpoint.auth === 'apiKey')
    return {
      status: 401,
      message: MESSAGES.authFailure,
      detail: 'Send your API key in the x-api-key header.',
    };
  if (role === 'anonymous')
    return { status: 401, message: MESSAGES.authFailure, detail: 'Sign in to continue.' };
  if (endpoint.auth === 'admin')
    return { status: 403, message: MESSAGES.error, detail: 'This needs the admin role.' };
  return { status: kase.foreignStatus ?? 404 };
}

/** The answer as its contract describes it: JSON, CSV text, or the bytes of a file (PDF, ZIP, evidence). */
function parsedBody(
  endpoint: Endpoint,
  response: { body: string; rawPayload: Buffer; headers: Record<string, unknown>; json(): unknown },
) {
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return endpoint.response.safeParse(response.json());
  if (type.startsWith('text/csv')) return endpoint.response.safeParse(response.body);
  return endpoint.response.safeParse(new Uint8Array(response.rawPayload));
}

interface Cell {
  role: Role;
  caller: Member | null;
  owner: Member;
  owned: Owned;
  ownerData: string[];
}

async function runCell(
  endpoint: Endpoint,
  kase: EndpointCase,
  { role, caller, owner, owned, ownerData }: Cell,
) {
  const label = `${endpoint.method} ${endpoint.path} as ${role}`;
  const input = await kase.input(t, caller, owned);
  const before = await kase.ownerRows?.(t, owner);
  const response = await call(t, caller, endpoint.method, endpoint.path, input);
  tally.cells++;
  if (isAllowed(endpoint, role, Boolean(kase.own))) {
    tally.allowed++;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(endpoint.successStatus ?? 200);
    expect(parsedBody(endpoint, response).success, `${label}: body fits the contract`).toBe(true);
    // B's answer shows B's data (so the check below can fail); nobody else's answer does.
    for (const data of ownerData) {
      if (role === 'B') expect(response.body, label).toContain(data);
      else expect(response.body, label).not.toContain(data);
    }
    tally.privacyChecks += ownerData.length;
    return;
  }
  tally.refused++;
  const { status, ...body } = refusalFor(endpoint, role, kase);
  expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  expect(response.json()).toMatchObject({ result: null, ...body });
  for (const id of Object.values(owned)) expect(response.body, label).not.toContain(id);
  if (kase.ownerRows) {
    expect(await kase.ownerRows(t, owner), `${label}: B's rows unchanged`).toEqual(before);
    tally.ownershipChecks++;
  }
}

describe('the authorisation matrix', () => {
  it('has a case for every endpoint, and no case for an endpoint that does not exist', () => {
    expect(Object.keys(ENDPOINT_CASES).sort()).toEqual(ENDPOINTS.map((e) => e.path).sort());
  });

  it.each(ENDPOINTS.map((e) => [`${e.auth} ${e.method} ${e.path}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      const kase = ENDPOINT_CASES[endpoint.path]!;
      const owner = await newMember(t, 'customer', 'owner-b');
      const callers: Record<Role, Member | null> = {
        anonymous: null,
        A: await newMember(t, 'customer', 'member-a'),
        admin: await newMember(t, 'admin', 'admin'),
        B: owner,
      };
      for (const member of [owner, callers.A!, callers.admin!]) await kase.prepare?.(t, member);
      const owned = (await kase.own?.(t, owner)) ?? {};
      const ownerData = (await kase.ownerData?.(t, owner)) ?? [];
      // Refused callers go first, so an allowed call (which may use up B's resource) comes last.
      const order = [...ROLES].sort(
        (a, b) =>
          Number(isAllowed(endpoint, a, Boolean(kase.own))) -
          Number(isAllowed(endpoint, b, Boolean(kase.own))),
      );
      for (const role of order)
        await runCell(endpoint, kase, { role, caller: callers[role], owner, owned, ownerData });
    },
  );

  it('covered every cell', () => {
    expect(tally.cells).toBe(ENDPOINTS.length * ROLES.length);
    expect(tally.allowed + tally.refused).toBe(tally.cells);
    console.info(
      `[authorization] ${ENDPOINTS.length} endpoints × ${ROLES.length} callers = ${tally.cells} cells: ` +
        `${tally.allowed} allowed (2xx, body fits the contract), ${tally.refused} refused, ` +
        `${tally.ownershipChecks} of them on B's own rows (unchanged after); ` +
        `${tally.privacyChecks} checks that B's listed data reaches B's answers only`,
    );
  });
});

describe("another member's payment method", () => {
  async function members() {
    const a = await newMember(t, 'customer', 'card-a');
    const b = await newMember(t, 'customer', 'card-b');
    await saveCard(t, a, '4242424242424242');
    await saveCard(t, b, '5555555555554444');
    const row = async (m: Member) => (await t.ctx.db.select().from(users).where(eq(users.id, m.id)))[0]!;
    return { a, b, aRow: await row(a), bRow: await row(b), row };
  }

  it("is looked up from the session: B's customer id in A's query is refused, and A sees only A's card", async () => {
    const { a, aRow, bRow } = await members();
    const stolen = await call(t, a, 'GET', 'customers/get-customer-payment-method', {
      query: { customerId: bRow.stripeCustomerId! },
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).not.toContain(bRow.paymentMethodId!);
    expect(stolen.body).not.toContain('4444');

    for (const query of [undefined, { customerId: aRow.stripeCustomerId! }]) {
      const own = await call(t, a, 'GET', 'customers/get-customer-payment-method', {
        ...(query ? { query } : {}),
      });
      expect(own.json().result).toEqual([
        {
          id: aRow.paymentMethodId,
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          is_test: true,
        },
      ]);
    }
  });

  it("cannot be attached to A's account or charged for A's top-up", async () => {
    const { a, b, aRow, bRow, row } = await members();
    const attach = await call(t, a, 'POST', 'billing/save-payment-method', {
      body: { payment_method_id: bRow.paymentMethodId },
    });
    expect(attach.statusCode).toBe(400);
    expect(await row(a)).toEqual(aRow);

    const cardless = await newMember(t, 'customer', 'no-card');
    const topUp = await call(t, cardless, 'POST', 'wallet/create-top-up', {
      body: { amount: 50, payment_method_id: bRow.paymentMethodId },
    });
    expect(topUp.statusCode).toBe(402);
    expect(topUp.json().detail).toBe('Add a card in Billing first.');
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, cardless.id))).toEqual([]);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, b.id))).toEqual([]);
    expect(await row(b)).toEqual(bRow);
  });
});

describe('the pull API (x-api-key)', () => {
  it("serves the key owner's leads only, never a cookie's, and stops at once when the key is revoked", async () => {
    const a = await newMember(t, 'customer', 'key-a');
    const b = await newMember(t, 'customer', 'key-b');
    const bought: Record<string, string> = {};
    for (const member of [a, b]) {
      await fund(t, member);
      const lead = await createLead(t.ctx, { type: 'exclusive' });
      await succeed(t, member, 'POST', 'leads/buy-exclusive-lead', { lead_id: lead.id });
      bought[member.id] = lead.id;
    }
    const created = await succeed(t, a, 'POST', 'api-keys/create-api-key', { name: 'Pull' });
    const pull = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/v1/leads/get-purchased-premium-leads', headers });

    const answer = await pull({ 'x-api-key': created.key });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.map((l: { id: string }) => l.id)).toEqual([bought[a.id]]);
    expect(answer.body).not.toContain(bought[b.id]!);
    expect((await pull({ cookie: b.cookie })).statusCode).toBe(401);

    await succeed(t, a, 'POST', 'api-keys/revoke-api-key', { id: created._id });
    expect((await pull({ 'x-api-key': created.key })).json()).toEqual({
      message: MESSAGES.authFailure,
      result: null,
      detail: 'The API key is not valid.',
    });
  });
});
