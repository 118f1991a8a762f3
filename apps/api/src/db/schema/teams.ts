import { TEAM_MEMBER_ROLES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Issue 22.4 (decision 036): what a member who is not the account's owner may do. */
export const teamMemberRole = pgEnum('team_member_role', TEAM_MEMBER_ROLES);

/**
 * The members of an account (a team) other than its owner, whose user id is the account's id. A
 * person belongs to at most one team; someone with no row here is the owner of their own account.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    memberUserId: uuid('member_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountUserId: uuid('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamMemberRole('role').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_account_idx').on(t.accountUserId)],
);

/** An e-mailed invitation to join an account; only the token's hash is kept; it lapses after 7 days. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: uuid('account_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: teamMemberRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per address and account: inviting again replaces it.
    uniqueIndex('team_invitations_open_key')
      .on(t.accountUserId, sql`lower(${t.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
