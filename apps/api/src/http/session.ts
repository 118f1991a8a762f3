import { and, eq, gt, sql } from 'drizzle-orm';
// The cookie plugin's request.cookies and reply.setCookie types.
import type {} from '@fastify/cookie';
import { VIEW_AS_HEADER, type TeamRole } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { sessions, smsOptOuts, subscriptions, teamMembers, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { DAY_MS } from '../lib/time.js';
import { accountSubscriptionOn, sessionUserColumns, teamMembershipOn } from './session-user-columns.js';
import { VIEW_AS_READ_ONLY, findViewedMember } from './view-as.js';

export const SESSION_COOKIE = 'sid';
export const SIGNED_IN_COOKIE = 'signed_in';
const SESSION_DAYS = 30;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
  stripeCustomerId: string | null;
  paymentMethodId: string | null;
  purchasePlanId: string | null;
  alertPhone: string | null;
  /** When the alert phone replied STOP to our texts (texts paused), or null. */
  alertPhonePausedAt: Date | null;
  /**
   * The account this person works in (decision 036): their team's owner's id, or their own. What
   * the account shares (credits, plan, wallet, purchases, pipeline, ROI) is read and written by it.
   */
  accountId: string;
  teamRole: TeamRole;
  /**
   * Set only in a read-only view of this member (decision 034): the admin who opened it. Such a
   * request reads as the member and can change nothing.
   */
  viewedBy?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    sessionUser?: SessionUser | null;
  }
}

/**
 * The signed-in member behind a session id hash, as a prepared statement: built once per database
 * (createContext) instead of on every request. Drizzle's query builder cost the API about 200 µs of CPU per
 * request here, more than the query itself (docs/performance.md).
 */
export function prepareSessionUserQuery(db: Database) {
  return db
    .select(sessionUserColumns())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(teamMembers, teamMembershipOn())
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, users.alertPhone))
    .leftJoin(subscriptions, accountSubscriptionOn())
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        sql`${users.deletedAt} is null`,
      ),
    )
    .limit(1)
    .prepare('session_user');
}

/** The prepared statement, kept in the context's state (one per process). */
export type SessionUserQuery = ReturnType<typeof prepareSessionUserQuery>;

async function findCookieSessionUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const rows = await ctx.state.sessionUserQuery.execute({ idHash: sha256(token), now: ctx.clock.now() });
  return rows[0] ?? null;
}

/** The signed-in member; in a read-only view (the x-view-as header beside an admin's session), the member viewed. */
export async function findSessionUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const own = await findCookieSessionUser(ctx, request);
  const viewAs = request.headers[VIEW_AS_HEADER];
  if (viewAs === undefined) return (request.sessionUser = own);
  return (request.sessionUser = await findViewedMember(ctx, viewAs, own));
}

export async function requireSessionUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(ctx, request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return user;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSessionUser(ctx, request);
  if (user.viewedBy) throw new AppError('FORBIDDEN', VIEW_AS_READ_ONLY);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'This needs the admin role.');
  return user;
}

/** Starts a new session (a fresh id at every sign-in, so a planted cookie is worthless). */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await ctx.db.delete(sessions).where(eq(sessions.idHash, sha256(previous)));
  const token = randomToken(32);
  const expiresAt = new Date(ctx.clock.now().getTime() + SESSION_DAYS * DAY_MS);
  await ctx.db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    path: '/',
    expires: expiresAt,
  });
  // Readable by the page (no secret in it): lets the web app skip asking who is signed in when nobody is.
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    path: '/',
    expires: expiresAt,
  });
  request.sessionUser = undefined;
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await ctx.db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  request.sessionUser = null;
}
