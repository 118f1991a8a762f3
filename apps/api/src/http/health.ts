import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { MIGRATIONS_FOLDER, rowsOf } from '../db/client.js';

/** A readiness probe that hangs is a failed one: the load balancer must hear within this. */
const READY_TIMEOUT_MS = 2_000;

/** The newest migration this build ships (drizzle's journal): what a ready database has applied. */
function newestShippedMigration(): { count: number; when: number } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, when: Math.max(...journal.entries.map((entry) => entry.when)) };
}

async function readiness(ctx: AppContext, shipped: { count: number; when: number }) {
  const [row] = await rowsOf<{ applied: number; newest: string | number | null }>(
    ctx.db,
    sql`select count(*)::int as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(row?.newest ?? 0);
  if (newest < shipped.when)
    return {
      ready: false,
      detail: `The database has ${row?.applied ?? 0} of this build's ${shipped.count} migrations; it is not ready.`,
    };
  return { ready: true, detail: '' };
}

/**
 * `GET /api/v1/health` is the cheap liveness answer (the process serves); `/health/ready` says
 * whether this instance can do its work: the database answers and has every migration this build
 * ships (issue 17.6). A load balancer sends traffic only to ready instances.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  const health = { message: MESSAGES.fetched, result: { status: 'ok', database: ctx.dbKind } };
  app.get('/api/v1/health', (_request, reply) => reply.send(health));

  const shipped = newestShippedMigration();
  app.get('/api/v1/health/ready', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ ready: false; detail: string }>((resolve) => {
      timer = setTimeout(
        () => resolve({ ready: false, detail: 'The database did not answer within 2 seconds.' }),
        READY_TIMEOUT_MS,
      );
    });
    const answer = await Promise.race([
      readiness(ctx, shipped).catch(() => ({ ready: false, detail: 'The database is not answering.' })),
      timeout,
    ]).finally(() => clearTimeout(timer));
    if (answer.ready)
      return reply.send({
        message: MESSAGES.fetched,
        result: { status: 'ready', database: ctx.dbKind, migrations: shipped.count },
      });
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ message: MESSAGES.error, result: null, detail: answer.detail });
  });
}
