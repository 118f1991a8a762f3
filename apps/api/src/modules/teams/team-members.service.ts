import type { Team, TeamMemberRole } from '@app/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { sessions, teamInvitations, teamMembers, users } from '../../db/schema/index.js';
import { forgetVerifiedApiKeys } from '../../http/api-key.js';
import { AppError } from '../../lib/errors.js';
import { revokeAllApiKeys } from '../api-keys/index.js';
import { entitlementsOf } from '../plans/index.js';
import { memberLeftMail, removedFromTeamMail } from './team-mails.js';

/** Seats taken: the owner, every member and every invitation still open (issue 22.4). */
export async function seatsUsed(db: DbOrTx, accountId: string, now: Date): Promise<number> {
  const [row] = await rowsOf<{ used: number }>(
    db,
    sql`select 1
    + (select count(*) from team_members where account_user_id = ${accountId}::uuid)
    + (select count(*) from team_invitations where account_user_id = ${accountId}::uuid
        and accepted_at is null and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz)
    as used`,
  );
  return Number(row?.used ?? 1);
}

/** The plan's seats, the owner included; null: unlimited (decision 036). */
export async function seatsLimit(db: DbOrTx, accountId: string): Promise<number | null> {
  return (await entitlementsOf(db, accountId)).entitlements.team_seats;
}

const seatsText = (limit: number) => `${limit} team ${limit === 1 ? 'seat' : 'seats'} (the owner included)`;

/**
 * Refuses one more seat when the owner, the members and the open invitations fill the plan's seats.
 * The caller holds the account's lock (withMemberLock), so two invitations cannot take the last one.
 */
export async function assertSeatFree(db: DbOrTx, accountId: string, now: Date): Promise<void> {
  const [used, limit] = await Promise.all([seatsUsed(db, accountId, now), seatsLimit(db, accountId)]);
  if (limit === null || used < limit) return;
  throw new AppError(
    'CONFLICT',
    `Your plan includes ${seatsText(limit)}, and all ${limit} are taken by members and open invitations. Remove a member, revoke an invitation, or choose a plan with more seats.`,
  );
}

/**
 * Accepting turns an open invitation (already a seat) into a member, so it needs no new seat; but
 * when the plan has since been changed to one with fewer seats, the seats taken may exceed it, and
 * the invitation is refused (409) and left open until the owner frees a seat or chooses a plan
 * with more. Under the account's lock, like assertSeatFree.
 */
export async function assertSeatsHoldForInvitation(db: DbOrTx, accountId: string, now: Date): Promise<void> {
  const [used, limit] = await Promise.all([seatsUsed(db, accountId, now), seatsLimit(db, accountId)]);
  if (limit === null || used <= limit) return;
  throw new AppError(
    'CONFLICT',
    `This team's plan now includes ${seatsText(limit)}, and ${used} are taken by members and open invitations, so the invitation cannot be accepted yet. Ask the team's owner to free a seat or choose a plan with more seats; the invitation stays open until it expires.`,
  );
}

/** The team page: seats, the owner and members, and (for the owner) the open invitations. */
export async function getTeam(
  ctx: AppContext,
  viewer: { accountId: string; teamRole: string },
): Promise<Team> {
  const { accountId } = viewer;
  const now = ctx.clock.now();
  const [owner] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, accountId));
  if (!owner) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  const [members, invitations, used, limit] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: teamMembers.role,
        addedAt: teamMembers.addedAt,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.memberUserId))
      .where(eq(teamMembers.accountUserId, accountId))
      .orderBy(asc(teamMembers.addedAt), asc(users.id)),
    viewer.teamRole === 'owner'
      ? ctx.db
          .select()
          .from(teamInvitations)
          .where(
            and(
              eq(teamInvitations.accountUserId, accountId),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
              gt(teamInvitations.expiresAt, now),
            ),
          )
          .orderBy(desc(teamInvitations.createdAt))
      : Promise.resolve([]),
    seatsUsed(ctx.db, accountId, now),
    seatsLimit(ctx.db, accountId),
  ]);
  return {
    account_name: owner.name,
    seats_used: used,
    seats_limit: limit,
    members: [
      {
        user_id: owner.id,
        name: owner.name,
        email: owner.email,
        role: 'owner',
        added_at: owner.createdAt.toISOString(),
      },
      ...members.map((m) => ({
        user_id: m.id,
        name: m.name,
        email: m.email,
        role: m.role,
        added_at: m.addedAt.toISOString(),
      })),
    ],
    invitations: invitations.map((i) => ({
      _id: i.id,
      email: i.email,
      role: i.role,
      created_at: i.createdAt.toISOString(),
      expires_at: i.expiresAt.toISOString(),
    })),
  };
}

const noSuchMember = () => new AppError('NOT_FOUND', 'There is no such member in your team.');

export async function changeMemberRole(
  ctx: AppContext,
  accountId: string,
  memberId: string,
  role: TeamMemberRole,
): Promise<void> {
  const changed = await ctx.db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.accountUserId, accountId), eq(teamMembers.memberUserId, memberId)))
    .returning({ id: teamMembers.memberUserId });
  if (!changed.length) throw noSuchMember();
  // A key verified in the last seconds carries the member's old role: every process forgets it.
  await forgetVerifiedApiKeys(ctx);
}

/**
 * Removes a member (issue 22.4): their sessions end and their API keys are revoked in the same
 * transaction, and every API process forgets verified keys (by NOTIFY), so the member's next
 * request is refused everywhere. The person keeps their login, as an account of their own with
 * nothing in it: what they bought stays the team's.
 */
export async function removeMember(
  ctx: AppContext,
  accountId: string,
  memberId: string,
): Promise<{ name: string; email: string }> {
  const now = ctx.clock.now();
  const person = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.accountUserId, accountId), eq(teamMembers.memberUserId, memberId)))
      .returning({ id: teamMembers.memberUserId });
    if (!removed.length) throw noSuchMember();
    await tx.delete(sessions).where(eq(sessions.userId, memberId));
    await revokeAllApiKeys(tx, memberId, now);
    const [row] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, memberId));
    return row!;
  });
  await forgetVerifiedApiKeys(ctx);
  await ctx.email.send(removedFromTeamMail(ctx, person));
  return person;
}

/**
 * A member leaves on their own (issue 22.4): the membership goes and their API keys are revoked in
 * one transaction (the keys read the team's leads), the key caches are forgotten everywhere, and
 * the owner is told. Their sessions stay: they go on as an account of their own, which the next
 * request reads (the session's account is joined on every request). The owner cannot leave.
 */
export async function leaveTeam(ctx: AppContext, member: { id: string; accountId: string }): Promise<void> {
  if (member.accountId === member.id)
    throw new AppError(
      'CONFLICT',
      'You own this account, so you cannot leave it. Remove its members first; to close the account, delete it on your profile page.',
    );
  const now = ctx.clock.now();
  const { owner, person } = await ctx.db.transaction(async (tx) => {
    const left = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.memberUserId, member.id))
      .returning({ accountId: teamMembers.accountUserId });
    if (!left.length) throw noSuchMember();
    await revokeAllApiKeys(tx, member.id, now);
    const people = await tx
      .select({ id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, [member.id, left[0]!.accountId]));
    return {
      owner: people.find((p) => p.id === left[0]!.accountId),
      person: people.find((p) => p.id === member.id)!,
    };
  });
  await forgetVerifiedApiKeys(ctx);
  if (owner && !owner.deletedAt) await ctx.email.send(memberLeftMail(ctx, owner, person));
}
