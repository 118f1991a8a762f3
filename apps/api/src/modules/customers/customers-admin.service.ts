import type { createWalletAdjustment, getCustomers } from '@app/shared';
import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { plans, subscriptions, users, wallets } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import { appendWalletEntry } from '../wallet/index.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';
import { pageCountOf, type Page, containsPattern, pageParams } from '../../lib/paging.js';

type CustomerQuery = z.output<NonNullable<(typeof getCustomers)['query']>>;
type WalletAdjustment = z.output<NonNullable<(typeof createWalletAdjustment)['body']>>;

// Qualified by hand: drizzle renders columns of a one-table select without their table name.
const leadsOwned = sql<number>`(select count(*)::int from lead_purchases lp where lp.user_id = "users"."id" and lp.reversed_at is null)`;

/** Members with their live plan, wallet and leads; the columns are named so a password hash never leaves. */
async function selectCustomers(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      planName: plans.name,
      subscriptionStatus: subscriptions.status,
      balanceCents: wallets.balanceCents,
      leadsOwned,
    })
    .from(users)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), ne(subscriptions.status, 'canceled')))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    plan_name: r.planName,
    subscription_status: r.subscriptionStatus,
    wallet_balance: centsToDollars(r.balanceCents ?? 0),
    leads_owned: Number(r.leadsOwned),
    joined_at: r.createdAt.toISOString(),
  }));
}

export type AdminCustomer = Awaited<ReturnType<typeof selectCustomers>>[number];

export async function listCustomers(db: DbOrTx, query: CustomerQuery): Promise<Page<AdminCustomer>> {
  const { page, limit } = pageParams(query);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [items, [totals]] = await Promise.all([
    selectCustomers(db, where, { limit, offset: (page - 1) * limit }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { currentPage: page, pageCount: pageCountOf(Number(totals?.total ?? 0), limit), items };
}

async function loadCustomer(db: DbOrTx, userId: string) {
  const [customer] = await selectCustomers(db, eq(users.id, userId), { limit: 1, offset: 0 });
  if (!customer) throw new AppError('NOT_FOUND', 'No member has this id.');
  return customer;
}

/**
 * A giveaway or event reward, or a correction, as a new ledger entry (the ledger is append-only).
 * The wallet row is locked first so the balance checked is the balance changed; the database's
 * check constraint would refuse a negative balance anyway.
 */
export async function adjustWallet(ctx: AppContext, adminId: string, input: WalletAdjustment) {
  const amountCents = Math.round(input.amount * 100);
  if (input.kind === 'reward' && amountCents <= 0) {
    const message = 'A reward adds money: use a positive amount, or an adjustment to take money back';
    throw new AppError('VALIDATION', message, { errors: [{ path: 'body.amount', message }] });
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!member) throw new AppError('NOT_FOUND', 'No member has this id.');
    await tx
      .insert(wallets)
      .values({ userId: member.id, balanceCents: 0, updatedAt: now })
      .onConflictDoNothing();
    const [before] = await tx.select().from(wallets).where(eq(wallets.userId, member.id)).for('update');
    if (before!.balanceCents + amountCents < 0) {
      throw new AppError(
        'CONFLICT',
        `The wallet holds ${formatDollars(before!.balanceCents)}; an adjustment cannot take it below zero`,
      );
    }
    const eventName = input.kind === 'reward' ? (input.event_name ?? null) : null;
    await appendWalletEntry(tx, {
      userId: member.id,
      kind: input.kind,
      amountCents,
      description: input.reason,
      eventName,
      createdBy: adminId,
      now,
    });
    const [after] = await tx.select().from(wallets).where(eq(wallets.userId, member.id));
    await audit(tx, {
      actorUserId: adminId,
      action: `wallet.${input.kind}`,
      entity: 'wallet',
      entityId: member.id,
      before,
      after: {
        ...after,
        entry: {
          kind: input.kind,
          amount_cents: amountCents,
          description: input.reason,
          event_name: eventName,
        },
      },
      now,
    });
  });
  return loadCustomer(ctx.db, input.user_id);
}
