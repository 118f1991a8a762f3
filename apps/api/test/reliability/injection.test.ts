import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.js';
import { ADMIN_PASSWORD, APP_URL, createLead, loginAs, useTestApp } from '../helpers.js';
import {
  errorBodyOf,
  forEachConcurrently,
  injectFrom,
  loadOperations,
  type JsonSchema,
  type Operation,
} from './attack-surface.js';
import {
  KEY_TABLES,
  KEY_TABLE_INSERTS,
  SQL_PAYLOADS,
  UNSTORABLE_PAYLOADS,
  baseRequests,
  countRows,
  prepareFixtures,
  type BaseRequest,
  type Fixtures,
} from './injection-fixtures.js';
import { decisionTarget, listAll, storeTargets, type StoreTarget } from './store-targets.js';
import { assertLedgerInvariants } from './invariants.js';

/**
 * Issue 9, injection: SQL metacharacters, NUL and unicode in every string parameter of every
 * endpoint change nothing they should not, LIKE wildcards match only themselves, and whatever is
 * stored comes back byte for byte.
 */
const t = useTestApp({ leadCount: 30 });
afterAll(() => assertLedgerInvariants(t.ctx.db));
let operations: Operation[];
let fixtures: Fixtures;
let adminHeaders: Record<string, string>;
let requestCount = 0;

beforeAll(async () => {
  operations = await loadOperations(t.app);
  adminHeaders = { cookie: await loginAs(t.app, t.seed.adminEmail, ADMIN_PASSWORD), origin: APP_URL };
  // Hundreds of attempts by one buyer and one admin; the limits themselves are tested elsewhere.
  t.ctx.config.rateLimitMultiplier = 100_000;
  fixtures = await prepareFixtures(t, adminHeaders);
});

const operation = (path: string) => operations.find((o) => o.path === path)!;

function headersFor(op: Operation) {
  if (op.auth === 'admin') return adminHeaders;
  if (op.auth === 'apiKey') return { 'x-api-key': fixtures.buyer.apiKey };
  return fixtures.buyer.headers;
}

async function call(op: Operation, request: BaseRequest) {
  requestCount++;
  const query = new URLSearchParams(request.query ?? {}).toString();
  return injectFrom(t.app, {
    method: op.method,
    url: `${op.url}${query ? `?${query}` : ''}`,
    headers: headersFor(op),
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

/** The hex of the text's UTF-8 bytes as PostgreSQL holds them, for every row of the column. */
async function storedHex(table: string, column: string): Promise<Set<string>> {
  const rows = await rowsOf<{ hex: string }>(
    t.ctx.db,
    sql`select encode(convert_to(${sql.identifier(column)}, 'UTF8'), 'hex') as hex from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
  );
  return new Set(rows.map((row) => row.hex));
}

describe('injection through every string parameter', () => {
  it('matches % and _ in filters and searches literally, never as wildcards', async () => {
    await createLead(t.ctx, { type: 'premium', city: 'Austin' });
    const marketplace = (city: string) =>
      t.app.inject({
        url: `/api/v1/leads/get-marketplace-leads-unauthorized?city=${encodeURIComponent(city)}`,
      });
    expect((await marketplace('Austin')).json().result.length).toBeGreaterThan(0);
    for (const city of ['%', '_', '%%', '%_%', 'Aus%', '_ustin', '\\', "' OR 1=1 --", "Austin' OR '1'='1"]) {
      const body = (await marketplace(city)).json();
      expect({ city, result: body.result, pageCount: body.pagination.pageCount }).toEqual({
        city,
        result: [],
        pageCount: 0,
      });
    }

    // One row of each searched kind holds a literal % and _; the searches must find exactly those.
    const literal = '50% Off_Deals';
    await call(operation('admin/create-lead'), {
      body: { ...baseRequests(fixtures)['admin/create-lead']!().body, lead_name: literal },
    });
    await call(operation('affiliator/create-affiliators'), {
      body: { name: literal, email: 'percent@example.com' },
    });
    const searches: [string, Record<string, string>, string[]][] = [
      ['/api/v1/admin/get-leads', adminHeaders, ['lead_name', 'lead_phone', 'address_line_1', 'city', 'ZIP']],
      ['/api/v1/affiliator/get-affiliators', adminHeaders, ['name', 'email']],
      ['/api/v1/admin/get-customers', adminHeaders, ['name', 'email']],
      ['/api/v1/admin/get-newsletter-subscribers', adminHeaders, ['email']],
      [
        '/api/v1/leads/get-my-purchased-leads',
        fixtures.buyer.headers,
        ['lead_name', 'address_line_1', 'city', 'ZIP', 'lead_phone'],
      ],
    ];
    for (const [url, headers, fields] of searches) {
      const all = await listAll<Record<string, string>>(t.app, url, headers);
      expect(all.length, url).toBeGreaterThan(0);
      for (const search of ['%', '_', '%%', '%_%', '\\', "' OR 1=1 --", '50%', 'Off_D']) {
        const found = await listAll<Record<string, string>>(
          t.app,
          `${url}?search=${encodeURIComponent(search)}`,
          headers,
        );
        const holding = all.filter((row) =>
          fields.some((f) => String(row[f]).toLowerCase().includes(search.toLowerCase())),
        );
        expect(found.length, `${url}?search=${search}`).toBe(holding.length);
        expect(found.length, `${url}?search=${search}`).toBeLessThan(all.length);
      }
    }
    const percentLeads = await listAll(t.app, '/api/v1/admin/get-leads?search=%25', adminHeaders);
    expect(percentLeads.map((lead) => (lead as { lead_name: string }).lead_name)).toEqual([literal]);
  });

  it('stores SQL metacharacters and unicode byte for byte and shows them back unchanged', async () => {
    const targets = storeTargets(fixtures);
    for (const target of targets) await expectStoredExactly(target, target.request);
    const pending = await rowsOf<{ id: string }>(
      t.ctx.db,
      sql`select id from refund_requests where user_id = ${fixtures.buyer.id} and status = 'pending' order by id`,
    );
    expect(pending.length).toBe(3 * SQL_PAYLOADS.length);
    const decisions = decisionTarget(pending.map((row) => row.id));
    await expectStoredExactly(decisions, decisions.request);
  });

  it('changes no key table and deletes nothing, whatever string parameter a payload is put in', async () => {
    const bases = baseRequests(fixtures);
    const before = await countRows(t);
    const accepted = new Map<string, number>();
    for (const op of operations) {
      const base = bases[op.path] ?? (() => ({}));
      let acceptedByOp = 0;
      if (bases[op.path]) {
        // The base request passes the contract, so a payload in one of its fields reaches the handler.
        const baseline = await call(op, base());
        expect(baseline.statusCode, `${op.path} base request`).toBeLessThan(500);
        if (baseline.statusCode >= 400)
          expect(errorBodyOf(baseline).detail, op.path).not.toMatch(
            /^Invalid (request body|query parameters)$/,
          );
        else acceptedByOp++;
      }
      const attempts = stringFieldsOf(op).flatMap((field) =>
        [...SQL_PAYLOADS, ...UNSTORABLE_PAYLOADS].map((payload) => ({ field, payload })),
      );
      await forEachConcurrently(attempts, async ({ field, payload }) => {
        const response = await call(op, withValue(base(), field, payload));
        const label = `${op.method} ${op.path} ${field.join('.')}=${JSON.stringify(payload)}`;
        expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) errorBodyOf(response);
        else acceptedByOp++;
      });
      accepted.set(op.path, acceptedByOp);
    }
    const after = await countRows(t);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const added: Record<string, number> = {};
    for (const [path, table] of Object.entries(KEY_TABLE_INSERTS))
      added[table] = (added[table] ?? 0) + (accepted.get(path) ?? 0);
    for (const table of KEY_TABLES) expect(after[table], table).toBe(before[table]! + (added[table] ?? 0));
    for (const table of Object.keys(before))
      expect(after[table], table).toBeGreaterThanOrEqual(before[table]!);
    console.info(
      `injection: ${operations.length} operations, ${requestCount} requests, 0 × 5xx, key tables ${JSON.stringify(added)} added by accepted creates only`,
    );
  });
});

/** Stores every payload through the target, reads the bytes back from the database and the API. */
async function expectStoredExactly(target: StoreTarget, request: StoreTarget['request']) {
  const op = operation(target.operation);
  const label = `${target.operation} ${target.fields.join('+')}`;
  const sent: string[] = [];
  for (const [index, payload] of SQL_PAYLOADS.entries()) {
    const { body } = request(payload, index);
    const response = await call(op, { body });
    expect(response.statusCode, `${label}=${JSON.stringify(payload)}: ${response.body.slice(0, 300)}`).toBe(
      200,
    );
    // Checked at once: an edit (affiliate notes) overwrites the previous payload.
    const stored = await storedHex(target.table, target.column);
    for (const value of target.fields.map((f) => String(body![f]))) {
      expect(
        stored.has(Buffer.from(value, 'utf8').toString('hex')),
        `${label} stored ${JSON.stringify(value)}`,
      ).toBe(true);
      sent.push(value);
    }
  }
  const countBefore = (await storedHex(target.table, target.column)).size;
  for (const payload of UNSTORABLE_PAYLOADS) {
    const response = await call(op, request(payload, 0));
    expect(response.statusCode, `${label}=${JSON.stringify(payload)}`).toBe(400);
    expect(errorBodyOf(response).errors?.map((e) => e.path)).toEqual(target.fields.map((f) => `body.${f}`));
  }
  expect(
    (await storedHex(target.table, target.column)).size,
    `${label}: nothing stored for refused text`,
  ).toBe(countBefore);
  if (!target.readBack) return;
  const shown = new Set(await target.readBack(t.app, { admin: adminHeaders, buyer: fixtures.buyer.headers }));
  for (const value of sent) expect(shown.has(value), `${label} shown ${JSON.stringify(value)}`).toBe(true);
}

/** Paths of every string-typed query parameter and body field (nested ones and list items included). */
function stringFieldsOf(op: Operation): string[][] {
  const fields: string[][] = op.query.filter((p) => isText(p.schema)).map((p) => ['query', p.name]);
  const walk = (schema: JsonSchema, path: string[]) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (isText(property)) fields.push([...path, name]);
      else if (property.items && isText(property.items)) fields.push([...path, name, '0']);
      else if (property.properties) walk(property, [...path, name]);
    }
  };
  if (op.body) walk(op.body, ['body']);
  return fields;
}

const isText = (schema: JsonSchema) =>
  [schema.type].flat().includes('string') || (schema.anyOf ?? []).some((option) => option.type === 'string');

/** The base request with one field (by path) set to the value. */
function withValue(base: BaseRequest, [where, ...path]: string[], value: string): BaseRequest {
  if (where === 'query') return { ...base, query: { ...base.query, [path[0]!]: value } };
  const body = structuredClone(base.body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = body;
  for (const [depth, key] of path.slice(0, -1).entries()) {
    const isListNext = /^\d+$/.test(path[depth + 1]!);
    node = (node[key] ??= isListNext ? [] : {}) as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return { ...base, body };
}
