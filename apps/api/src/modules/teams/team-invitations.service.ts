import { TEAM_INVITATION_DAYS, type TeamMemberRole } from '@app/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  leadPurchases,
  subscriptions,
  teamInvitations,
  teamMembers,
  users,
  wallets,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { withMemberLock } from '../../lib/member-lock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { DAY_MS } from '../../lib/time.js';
import { assertSeatFree, assertSeatsHoldForInvitation } from './team-members.service.js';
import { teamInvitationMail } from './team-mails.js';

const findUserByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(1)
  )[0];

/**
 * Invites an address to the account (issue 22.4): one open invitation per address, a new one
 * replacing the old; refused when the seats are full, when the address is already in this team,
 * or when it is the owner's own. The link's token is mailed, only its hash kept.
 */
export async function inviteMember(
  ctx: AppContext,
  owner: { accountId: string; id: string; email: string },
  input: { email: string; role: TeamMemberRole },
): Promise<void> {
  const now = ctx.clock.now();
  const token = randomToken(32);
  await withMemberLock(ctx.db, owner.accountId, async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.id === owner.accountId)
      throw new AppError('CONFLICT', 'This is your own address: you own the team.');
    if (existing) {
      const [member] = await tx
        .select({ account: teamMembers.accountUserId })
        .from(teamMembers)
        .where(eq(teamMembers.memberUserId, existing.id));
      if (member?.account === owner.accountId)
        throw new AppError('DUPLICATE', 'This person is already in your team.');
    }
    // Inviting again replaces the open invitation: its seat is reused, its old link stops working.
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(teamInvitations.accountUserId, owner.accountId),
          sql`lower(${teamInvitations.email}) = ${input.email.toLowerCase()}`,
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      );
    await assertSeatFree(tx, owner.accountId, now);
    await tx.insert(teamInvitations).values({
      accountUserId: owner.accountId,
      email: input.email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: owner.id,
      expiresAt: new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
      createdAt: now,
    });
  });
  await ctx.email.send(
    teamInvitationMail(ctx, { email: input.email, ownerEmail: owner.email, role: input.role, token }),
  );
}

export async function revokeInvitation(ctx: AppContext, accountId: string, id: string): Promise<void> {
  const revoked = await ctx.db
    .update(teamInvitations)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.accountUserId, accountId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (!revoked.length) throw new AppError('NOT_FOUND', 'There is no such open invitation.');
}

const linkNotValid = () =>
  new AppError(
    'NOT_FOUND',
    'This invitation link is no longer valid: it was used, withdrawn or is older than 7 days. Ask the team’s owner for a new one.',
  );

async function openInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ invitation: teamInvitations, ownerName: users.name })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.accountUserId))
    .where(
      and(
        eq(teamInvitations.tokenHash, sha256(token)),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw linkNotValid();
  return row;
}

/** The invitation behind a link, for the accept page. */
export async function findInvitation(ctx: AppContext, token: string) {
  const { invitation, ownerName } = await openInvitation(ctx.db, token, ctx.clock.now());
  return {
    account_name: ownerName,
    email: invitation.email,
    role: invitation.role,
    has_account: Boolean(await findUserByEmail(ctx.db, invitation.email)),
  };
}

/**
 * Why an existing account may not join a team, or null (decision 036): it must have nothing of its
 * own to share or lose — no live subscription, no purchases, no wallet balance — and be in no team
 * and own none.
 */
async function refusalToJoin(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      inTeam: sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.memberUserId} = ${userId}::uuid)`,
      ownsTeam: sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.accountUserId} = ${userId}::uuid)`,
      subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}::uuid and ${subscriptions.status} <> 'canceled')`,
      purchased: sql<boolean>`exists (select 1 from ${leadPurchases} where ${leadPurchases.userId} = ${userId}::uuid)`,
      balance: sql<number>`coalesce((select ${wallets.balanceCents} + ${wallets.debtCents} from ${wallets} where ${wallets.userId} = ${userId}::uuid), 0)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.inTeam) return 'Your account is already in a team: ask its owner to remove you first.';
  if (row.ownsTeam) return 'Your account owns a team: remove its members before joining another.';
  if (row.subscribed || row.purchased || Number(row.balance) > 0)
    return 'Your account has its own subscription, purchased leads or wallet balance, so it cannot join a team: they would be lost. Ask the owner to invite another address.';
  return null;
}

/**
 * Accepts an invitation and returns the person's user id, to sign them in. A new person chooses a
 * name and password (the link proves the address); an existing account proves itself with its
 * password and joins only with nothing of its own (refusalToJoin). The seat was taken when the
 * invitation was sent.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: {
    token: string;
    name?: string | undefined;
    password: string;
    is_adult?: true | undefined;
    accept_terms?: true | undefined;
  },
): Promise<string> {
  const now = ctx.clock.now();
  const { invitation } = await openInvitation(ctx.db, input.token, now);
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, input.password)))
      throw new AppError('UNAUTHENTICATED', 'The password is incorrect for this email’s account.');
  } else {
    const errors = [
      !input.name && { path: 'body.name', message: 'Name is required' },
      !input.is_adult && { path: 'body.is_adult', message: 'You must confirm that you are 18 or older' },
      !input.accept_terms && {
        path: 'body.accept_terms',
        message: 'You must accept the terms and conditions',
      },
    ].filter((error) => error !== false);
    if (errors.length) throw new AppError('VALIDATION', 'Invalid request body', { errors });
  }
  const passwordHash = existing ? null : await hashPassword(input.password);
  return withMemberLock(ctx.db, invitation.accountUserId, async (tx) => {
    await assertSeatsHoldForInvitation(tx, invitation.accountUserId, now);
    const [taken] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(teamInvitations.id, invitation.id),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .returning({ id: teamInvitations.id });
    if (!taken) throw linkNotValid();
    let userId = existing?.id;
    if (userId) {
      const refusal = await refusalToJoin(tx, userId);
      if (refusal) throw new AppError('CONFLICT', refusal);
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name!,
          email: invitation.email,
          passwordHash: passwordHash!,
          isAdultConfirmedAt: now,
          termsAcceptedAt: now,
        })
        .returning({ id: users.id });
      userId = created!.id;
      await tx.insert(wallets).values({ userId });
    }
    await tx.insert(teamMembers).values({
      memberUserId: userId,
      accountUserId: invitation.accountUserId,
      role: invitation.role,
      addedBy: invitation.invitedBy,
      addedAt: now,
    });
    return userId;
  });
}
