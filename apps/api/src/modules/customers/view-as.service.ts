import { VIEW_AS_MINUTES } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { viewAsSessions } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { audit } from '../audit/index.js';
import { findMember } from './customer-detail.service.js';

/**
 * Opens a read-only view of what a member sees (decision 034): a token of its own, never the
 * member's session, good only beside this admin's session for 30 minutes. Every opening is audited.
 */
export async function startViewAs(ctx: AppContext, adminId: string, userId: string) {
  const member = await findMember(ctx, userId);
  if (member.role === 'admin')
    throw new AppError(
      'FORBIDDEN',
      'The team cannot view as another admin: this view is for customers only.',
    );
  if (member.deletedAt)
    throw new AppError('CONFLICT', 'This member deleted their account: there is nothing to view.');
  const now = ctx.clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + VIEW_AS_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(viewAsSessions).values({
      idHash: sha256(token),
      adminId,
      memberId: member.id,
      expiresAt,
      createdAt: now,
    });
    await audit(tx, {
      actorUserId: adminId,
      action: 'customer.view_as',
      entity: 'customer',
      entityId: member.id,
      after: { read_only: true, expires_at: expiresAt.toISOString() },
      now,
    });
  });
  return {
    token,
    expires_at: expiresAt.toISOString(),
    member: { _id: member.id, email: member.email, name: member.name },
  };
}

/** Closes this admin's view at once; a token already ended, lapsed or never theirs changes nothing. */
export async function endViewAs(ctx: AppContext, adminId: string, token: string) {
  const ended = await ctx.db
    .update(viewAsSessions)
    .set({ endedAt: ctx.clock.now() })
    .where(
      and(
        eq(viewAsSessions.idHash, sha256(token)),
        eq(viewAsSessions.adminId, adminId),
        isNull(viewAsSessions.endedAt),
      ),
    )
    .returning({ idHash: viewAsSessions.idHash });
  return { ended: ended.length > 0 };
}
