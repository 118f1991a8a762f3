import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { downloadUsage } from '../db/schema/index.js';
import { TableChanges, classifyStatement } from '../db/table-changes.js';
import { ListCache } from './list-cache.js';
import { monthKey } from './time.js';
import { returnUnusedDownloadRows, spendDownloadAllowance } from '../modules/downloads/index.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../test/helpers.js';

// Decision 012: lead lists are kept between requests until leads or purchases change, and a
// change must show on the very next request, whoever made it.
const t = useTestApp();
const MARKETPLACE_URL = '/api/v1/leads/get-marketplace-leads-unauthorized';
const PULL_URL = '/api/v1/leads/get-purchased-premium-leads';

const listIds = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return (response.json().result as { id: string }[]).map((lead) => lead.id);
};

/**
 * On PostgreSQL the listener connects, and commits' notifications arrive, on their own time: the
 * counter once it has been still for 300 ms (waiting 5 s at most).
 */
const settledGeneration = async (changes: TableChanges) => {
  let generation = changes.generation;
  for (let still = 0, waited = 0; still < 3 && waited < 50; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    still = changes.generation === generation ? still + 1 : 0;
    generation = changes.generation;
  }
  return generation;
};

describe('which statements change the lead lists', () => {
  it('knows writes to leads and lead_purchases, in drizzle’s spelling and ours', () => {
    expect(classifyStatement('insert into "leads" ("id") values ($1)')).toBe('write');
    expect(classifyStatement('update "lead_purchases" set "reversed_at" = $1')).toBe('write');
    expect(classifyStatement('delete from leads where id = $1')).toBe('write');
    expect(classifyStatement('with d as (update wallets set x = 1) update leads set buyers_count = 1')).toBe(
      'write',
    );
    expect(classifyStatement('truncate table leads cascade')).toBe('write');
    expect(classifyStatement('BEGIN')).toBe('begin');
    expect(classifyStatement('commit')).toBe('end');
    expect(classifyStatement('rollback')).toBe('end');
    // A nested transaction's end is not the transaction's.
    expect(classifyStatement('rollback to savepoint sp1')).toBeNull();
    expect(classifyStatement('release savepoint sp1')).toBeNull();
  });

  it('ignores reads and writes to other tables, even ones whose names start alike', () => {
    expect(classifyStatement('select * from leads for update')).toBeNull();
    expect(classifyStatement('update leads_import_rows set status = $1')).toBeNull();
    expect(classifyStatement('insert into download_usage (user_id) values ($1)')).toBeNull();
    expect(classifyStatement('update "wallets" set "balance_cents" = 0')).toBeNull();
  });

  it('counts this process’s write when it commits, not before', async () => {
    const changes = t.ctx.state.tableChanges;
    const before = await settledGeneration(changes);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update leads set reason = reason where id = (select id from leads limit 1)`);
      expect(changes.generation).toBe(before);
    });
    expect(changes.generation).toBeGreaterThan(before);
    // On PostgreSQL the commit's own notification follows a moment later.
    const afterCommit = await settledGeneration(changes);
    await t.ctx.db.execute(sql`select count(*) from leads`);
    await t.ctx.db.execute(sql`update wallets set updated_at = updated_at where false`);
    expect(changes.generation).toBe(afterCommit);
  });
});

describe('ListCache', () => {
  const options = { maxAgeMs: 1_000, maxEntries: 2 };
  const reader = () => {
    let reads = 0;
    return {
      read: async () => ({ body: { n: ++reads }, meta: reads }),
      get count() {
        return reads;
      },
    };
  };

  it('answers from memory until a change, then reads again', async () => {
    const changes = new TableChanges({ hearsOthers: true });
    const cache = new ListCache<number>(changes, options);
    const source = reader();
    expect((await cache.answer('a', 0, source.read)).json.toString()).toBe('{"n":1}');
    expect((await cache.answer('a', 10, source.read)).json.toString()).toBe('{"n":1}');
    changes.noteChange();
    expect((await cache.answer('a', 20, source.read)).json.toString()).toBe('{"n":2}');
    expect(source.count).toBe(2);
  });

  it('reads again past the age limit, and when the clock goes back', async () => {
    const cache = new ListCache<number>(new TableChanges({ hearsOthers: true }), options);
    const source = reader();
    await cache.answer('a', 5_000, source.read);
    expect((await cache.answer('a', 6_000, source.read)).meta).toBe(2);
    expect((await cache.answer('a', 5_999, source.read)).meta).toBe(3);
  });

  it('does not keep an answer read while a change committed', async () => {
    const changes = new TableChanges({ hearsOthers: true });
    const cache = new ListCache<number>(changes, options);
    let reads = 0;
    await cache.answer('a', 0, async () => {
      reads += 1;
      changes.noteChange();
      return { body: 'old', meta: reads };
    });
    expect((await cache.answer('a', 1, async () => ({ body: 'new', meta: ++reads }))).json.toString()).toBe(
      '"new"',
    );
  });

  it('reads a missing answer once for every request waiting on it', async () => {
    const cache = new ListCache<number>(new TableChanges({ hearsOthers: true }), options);
    const source = reader();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('a', 0, source.read)));
    expect(new Set(answers.map((a) => a.json.toString()))).toEqual(new Set(['{"n":1}']));
    expect(source.count).toBe(1);
  });

  it('keeps nothing while other writers cannot be heard, and forgets the oldest past its size', async () => {
    const changes = new TableChanges({ hearsOthers: false });
    const cache = new ListCache<number>(changes, options);
    const source = reader();
    await cache.answer('a', 0, source.read);
    await cache.answer('a', 0, source.read);
    expect(source.count).toBe(2);
    changes.setHearsOthers(true);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, 0, source.read);
    expect((await cache.answer('c', 0, source.read)).meta).toBe(5);
    expect((await cache.answer('a', 0, source.read)).meta).toBe(6);
  });
});

describe('cached lead lists over HTTP', () => {
  it('sends the public list as JSON and drops a lead the moment it is sold', async () => {
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 1_000 });
    const first = await t.app.inject({ url: MARKETPLACE_URL });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().result[0].id).toBe(lead.id);
    expect((await t.app.inject({ url: MARKETPLACE_URL })).body).toBe(first.body);

    const { user } = await createCustomer(t.ctx, { email: 'cache-buyer@example.com' });
    await fundWallet(t.ctx, user.id, 5_000);
    const cookie = await sessionFor(t.ctx, user.id);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/buy-exclusive-lead',
      headers: { cookie, origin: APP_URL },
      payload: { lead_id: lead.id },
    });
    expect(bought.statusCode).toBe(200);
    expect(await listIds(MARKETPLACE_URL)).not.toContain(lead.id);
  });

  it('shows a lead published by a plain insert on the next request', async () => {
    await listIds(MARKETPLACE_URL);
    const lead = await createLead(t.ctx, { type: 'premium' });
    expect((await listIds(MARKETPLACE_URL))[0]).toBe(lead.id);
  });

  it('hears another connection’s change (PostgreSQL, through migration 0007’s notification)', async (context) => {
    if (t.ctx.dbKind !== 'postgres') return context.skip();
    const [top] = await listIds(MARKETPLACE_URL);
    const other = new pg.Client({ connectionString: t.database.connectionString! });
    await other.connect();
    try {
      await other.query(`update leads set status = 'sold_out' where id = $1`, [top]);
      await vi.waitFor(async () => expect(await listIds(MARKETPLACE_URL)).not.toContain(top), {
        timeout: 2_000,
      });
    } finally {
      await other.end();
    }
  });

  it('puts a lead on the pull API the moment it is taken', async () => {
    const subscriber = await createSubscriber(t, 'cache-puller@example.com');
    const { apiKeys } = await import('../db/schema/index.js');
    const { generateApiKey } = await import('./api-key-tokens.js');
    const key = generateApiKey();
    await t.ctx.db
      .insert(apiKeys)
      .values({ userId: subscriber.user.id, name: 'crm', prefix: key.prefix, keyHash: key.keyHash });
    const headers = { 'x-api-key': key.key };
    expect(await listIds(PULL_URL, headers)).toEqual([]);
    const lead = await createLead(t.ctx, { type: 'premium' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/take-premium-lead',
      headers: subscriber.headers,
      payload: { lead_id: lead.id },
    });
    expect(taken.statusCode).toBe(200);
    expect(await listIds(PULL_URL, headers)).toEqual([lead.id]);
  });
});

describe('download allowance taken ahead by the pull API', () => {
  it('takes 2,500 rows ahead in one write, spends them without writing, and gives back the rest', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'allowance@example.com' });
    const now = t.clock.now();
    const usage = async () =>
      (
        await t.ctx.db
          .select({ rows: downloadUsage.rows })
          .from(downloadUsage)
          .where(eq(downloadUsage.userId, user.id))
      )[0]?.rows;
    await spendDownloadAllowance(t.ctx, user.id, 25, { takeAhead: true });
    expect(await usage()).toBe(2_525);
    await spendDownloadAllowance(t.ctx, user.id, 25, { takeAhead: true });
    await spendDownloadAllowance(t.ctx, user.id, 3);
    expect(await usage()).toBe(2_525);
    await returnUnusedDownloadRows(t.ctx);
    expect(await usage()).toBe(53);
    expect(monthKey(now)).toBe('2026-11');
  });
});
