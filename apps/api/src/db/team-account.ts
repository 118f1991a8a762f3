import { sql, type SQL } from 'drizzle-orm';

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
