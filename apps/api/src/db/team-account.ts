import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { teamMembers } from './schema/index.js';

/**
 * The account a person works in (decision 036): the owner's user id for a team's member, their
 * own id for everyone else. An SQL expression, so reads keyed by the account need no extra query.
 */
export const accountIdOf = (userId: string): SQL<string> =>
  sql<string>`coalesce((select tm.account_user_id from team_members tm where tm.member_user_id = ${userId}::uuid), ${userId}::uuid)`;

/**
 * The name of the person a purchase's `purchased_by` or `assigned_to` names (decision 036), read
 * beside the purchase row; null when the column is empty.
 */
export const purchaseMemberName = (column: 'purchased_by' | 'assigned_to') =>
  sql<string | null>`(select u.name from users u where u.id = ${sql.raw(`"lead_purchases"."${column}"`)})`;

/** Whether the person is the account's owner or one of its members (decision 036). */
export async function isInAccount(db: DbOrTx, accountId: string, userId: string): Promise<boolean> {
  if (userId === accountId) return true;
  const [row] = await db
    .select({ id: teamMembers.memberUserId })
    .from(teamMembers)
    .where(and(eq(teamMembers.accountUserId, accountId), eq(teamMembers.memberUserId, userId)));
  return Boolean(row);
}
