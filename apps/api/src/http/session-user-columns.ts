import type { TeamRole } from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { smsOptOuts, subscriptions, teamMembers, users } from '../db/schema/index.js';

/** The account the member works in (decision 036): their team's owner, or themselves. */
const accountId = sql<string>`coalesce(${teamMembers.accountUserId}, ${users.id})`;

/**
 * What a request knows of its member, read with users, their team membership, their SMS opt-out
 * and their account's live subscription joined (teamMembershipOn, accountSubscriptionOn): by the session cookie
 * (session.ts), by a read-only view's token (view-as.ts) and after a change of the member (auth).
 */
export const sessionUserColumns = () => ({
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  stripeCustomerId: users.stripeCustomerId,
  paymentMethodId: users.paymentMethodId,
  purchasePlanId: subscriptions.planId,
  alertPhone: users.alertPhone,
  alertPhonePausedAt: smsOptOuts.optedOutAt,
  accountId,
  teamRole: sql<TeamRole>`coalesce(${teamMembers.role}::text, 'owner')`,
});

/** How sessionUserColumns' reads join the member's team membership to users. */
export const teamMembershipOn = () => eq(teamMembers.memberUserId, users.id);

/** How they join the account's live subscription: a team shares its owner's plan and credits. */
export const accountSubscriptionOn = () =>
  and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'canceled'));
