import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { formatLsn, parseLsn } from '../db/read-replica.js';
import { SESSION_COOKIE } from './session.js';

/**
 * The primary's WAL position after a session's last write. While the replica has not replayed it,
 * that browser's stale-tolerant reads go to the primary (read-your-writes across instances,
 * decision 033). Past a few seconds the replica's lag bound covers it, so the cookie is short-lived.
 */
export const READ_AFTER_COOKIE = 'read_after';
const READ_AFTER_MAX_AGE_SECONDS = 5;

/**
 * A read that may be a little stale (the public marketplace, plans, the pull API's pages): on the
 * replica when DATABASE_REPLICA_URL is set and the replica may serve it, on the primary otherwise.
 * `request` brings the session's own last write; `lists` the last change to leads or purchases
 * this process has heard of, which a replica must have replayed before its answer may be kept.
 */
export function staleTolerantRead<T>(
  ctx: AppContext,
  read: (db: Database) => Promise<T>,
  options: { request?: FastifyRequest; lists?: boolean } = {},
): Promise<T> {
  const replica = ctx.replica;
  if (!replica) return read(ctx.db);
  let atLeast = options.request ? parseLsn(options.request.cookies[READ_AFTER_COOKIE]) : null;
  if (options.lists) {
    const required = ctx.state.tableChanges.requiredLsn;
    if (atLeast === null || required > atLeast) atLeast = required;
  }
  return replica.run(ctx.db, atLeast, read);
}

/** After a signed-in write: the position its next reads need, in a cookie (see READ_AFTER_COOKIE). */
export async function rememberOwnWrite(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (!ctx.replica || request.method === 'GET' || request.method === 'HEAD') return;
  if (!request.cookies[SESSION_COOKIE]) return;
  const lsn = parseLsn(await ctx.replica.primaryPosition());
  if (lsn === null) return;
  reply.setCookie(READ_AFTER_COOKIE, formatLsn(lsn), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    maxAge: READ_AFTER_MAX_AGE_SECONDS,
  });
}
