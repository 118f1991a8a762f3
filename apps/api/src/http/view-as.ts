import {
  VIEW_AS_HEADER,
  getBilling,
  getCurrentUser,
  getCustomerPaymentMethod,
  getDashboardData,
  getMyPurchasedLeads,
  getMyRequests,
  getPlans,
  getWallet,
} from '@app/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { smsOptOuts, subscriptions, teamMembers, users, viewAsSessions } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { accountSubscriptionOn, sessionUserColumns, teamMembershipOn } from './session-user-columns.js';
import { AppError } from '../lib/errors.js';

/**
 * The reads a read-only view may make (decision 034): what the member's dashboard, purchased
 * leads, billing, wallet and requests pages ask for. Everything else, every change, every console
 * endpoint and every read not listed here (CSV downloads that spend the member's allowance, API
 * keys, webhooks, integrations, the data export) answers 403 while the view's header is sent.
 */
export const VIEW_AS_READABLE: ReadonlySet<string> = new Set(
  [
    getCurrentUser,
    getDashboardData,
    getMyPurchasedLeads,
    getWallet,
    getBilling,
    getCustomerPaymentMethod,
    getMyRequests,
    getPlans,
  ].map((endpoint) => `/api/v1/${endpoint.path}`),
);

export const VIEW_AS_READ_ONLY =
  'This is a read-only view of the customer: nothing can be changed while viewing. Exit the view to act.';

/**
 * Refuses, before anything else runs, every request a view's header comes with that is not one of
 * its reads: a write of any method, on any path, answers 403 however it is routed.
 */
export function registerViewAsGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers[VIEW_AS_HEADER] === undefined) return done();
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    done(
      isRead && VIEW_AS_READABLE.has(request.routeOptions.url ?? '')
        ? undefined
        : new AppError('FORBIDDEN', VIEW_AS_READ_ONLY),
    );
  });
}

/**
 * The member a read-only view shows, for the admin who opened it: the token alone is worth
 * nothing, it must come beside that same admin's own session, before it lapses or is ended.
 */
export async function findViewedMember(
  ctx: AppContext,
  token: string | string[] | undefined,
  admin: { id: string; role: 'customer' | 'admin' } | null,
) {
  if (!admin) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  if (admin.role !== 'admin') throw new AppError('FORBIDDEN', 'Only the team can view as a customer.');
  const [member] =
    typeof token === 'string' && token.length <= 200
      ? await ctx.db
          .select(sessionUserColumns())
          .from(viewAsSessions)
          .innerJoin(users, eq(users.id, viewAsSessions.memberId))
          .leftJoin(teamMembers, teamMembershipOn())
          .leftJoin(smsOptOuts, eq(smsOptOuts.phone, users.alertPhone))
          .leftJoin(subscriptions, accountSubscriptionOn())
          .where(
            and(
              eq(viewAsSessions.idHash, sha256(token)),
              eq(viewAsSessions.adminId, admin.id),
              isNull(viewAsSessions.endedAt),
              gt(viewAsSessions.expiresAt, ctx.clock.now()),
              eq(users.role, 'customer'),
              sql`${users.deletedAt} is null`,
            ),
          )
          .limit(1)
      : [];
  if (!member)
    throw new AppError(
      'FORBIDDEN',
      'This read-only view has ended (they last 30 minutes). Open it again from the customer page.',
    );
  return { ...member, viewedBy: admin.id };
}
