import type { CreditEvent, CustomerDetail } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/client.js';
import { teamMembers, users, wallets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { getBillingOverview } from '../billing/index.js';
import { listCustomerRequests, refundCountsOf } from '../refunds/index.js';
import { getTeam } from '../teams/index.js';

/** The requests the page lists: a member with more has the queue for the rest. */
const REQUESTS_SHOWN = 100;

export async function findMember(ctx: AppContext, userId: string) {
  const [member] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw new AppError('NOT_FOUND', 'No member has this id.');
  return member;
}

async function purchasesSummaryOf(ctx: AppContext, userId: string): Promise<CustomerDetail['purchases']> {
  const [row] = await rowsOf<{
    total: number;
    exclusive: number;
    premium: number;
    returned: number;
    spent_cents: number;
    last_at: Date | string | null;
  }>(
    ctx.db,
    sql`select count(*)::int as total,
      count(*) filter (where lead_type = 'exclusive')::int as exclusive,
      count(*) filter (where lead_type = 'premium')::int as premium,
      count(*) filter (where reversed_at is not null)::int as returned,
      coalesce(sum(price_cents) filter (where lead_type = 'exclusive' and reversed_at is null), 0)::int as spent_cents,
      max(created_at) as last_at
    from lead_purchases where user_id = ${userId}`,
  );
  return {
    total: Number(row?.total ?? 0),
    exclusive: Number(row?.exclusive ?? 0),
    premium: Number(row?.premium ?? 0),
    returned: Number(row?.returned ?? 0),
    spent_on_exclusive: centsToDollars(Number(row?.spent_cents ?? 0)),
    last_purchase_at: row?.last_at ? new Date(row.last_at).toISOString() : null,
  };
}

/** One member's page in the console (issue 21.4). */
export async function getCustomerDetail(ctx: AppContext, userId: string): Promise<CustomerDetail> {
  const member = await findMember(ctx, userId);
  const [billing, [wallet], counts, purchases, requests, team] = await Promise.all([
    getBillingOverview(ctx, userId),
    ctx.db.select().from(wallets).where(eq(wallets.userId, userId)),
    refundCountsOf(ctx, userId),
    purchasesSummaryOf(ctx, userId),
    listCustomerRequests(ctx, userId, REQUESTS_SHOWN),
    teamOf(ctx, userId),
  ]);
  return {
    member: {
      _id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      status: member.deletedAt ? 'deleted' : 'active',
      signed_up_at: member.createdAt.toISOString(),
    },
    billing,
    wallet: {
      balance: centsToDollars(wallet?.balanceCents ?? 0),
      debt: centsToDollars(wallet?.debtCents ?? 0),
    },
    refund_rate: { leads_bought: counts.purchases, approved_requests: counts.approved, rate: counts.rate },
    purchases,
    requests,
    team,
  };
}

/**
 * The team this customer is in (decision 036): a member's account and role, read with the team as
 * its owner sees it (seats, members, open invitations); an owner's own team otherwise.
 */
async function teamOf(ctx: AppContext, userId: string): Promise<CustomerDetail['team']> {
  const [membership] = await ctx.db
    .select({ role: teamMembers.role, account: { _id: users.id, name: users.name, email: users.email } })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.accountUserId))
    .where(eq(teamMembers.memberUserId, userId));
  const accountId = membership?.account._id ?? userId;
  const team = await getTeam(ctx, { accountId, teamRole: 'owner' });
  return { ...team, role: membership?.role ?? 'owner', account: membership?.account ?? null };
}

/** What a grant's reason (premium_credit_grants.reason) is called on the page. */
function grantLabel(reason: string): string {
  if (reason === 'subscription') return 'Monthly plan credits';
  if (reason.startsWith('credit_pack:')) return 'Credit pack';
  if (reason.startsWith('upgrade:')) return 'Plan upgrade';
  if (reason.startsWith('replacement:')) return 'Credit back for a replacement request';
  return reason;
}

interface CreditRow {
  kind: CreditEvent['kind'];
  at: Date | string;
  credits: number;
  reason: string | null;
  place: string | null;
  returned: boolean;
  valid_until: Date | string | null;
}

/**
 * A member's premium credits over time, newest first: each grant, each lead taken with a credit,
 * and what a grant's month left unused once it ended (forfeited, docs/product.md §9). A grant
 * that a provider's refund or chargeback took back shows the credits it still gives.
 */
export async function listCustomerCredits(
  ctx: AppContext,
  userId: string,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<Page<CreditEvent>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const now = ctx.clock.now();
  // A grant's time is the start of what it gives: every grant starts its period when it is made.
  const events = sql`
    select 'grant' as kind, g.period_start as at, g.credits as credits, g.reason as reason,
      null as place, false as returned, g.period_end as valid_until, g.id as id
    from premium_credit_grants g where g.user_id = ${userId} and g.credits > 0
    union all
    select 'spend', p.created_at, -1, null, l.city || ', ' || l.state || ' ' || l.zip,
      p.reversed_at is not null, null, p.id
    from lead_purchases p join leads l on l.id = p.lead_id
    where p.user_id = ${userId} and p.credit_grant_id is not null
    union all
    select 'forfeit', g.period_end, -(g.credits - g.credits_used), g.reason, null, false, null, g.id
    from premium_credit_grants g
    where g.user_id = ${userId} and g.period_end <= ${now} and g.credits > g.credits_used`;
  const [rows, [totals]] = await Promise.all([
    rowsOf<CreditRow>(
      ctx.db,
      sql`select * from (${events}) e order by e.at desc, e.kind, e.id limit ${limit} offset ${(page - 1) * limit}`,
    ),
    rowsOf<{ total: number }>(ctx.db, sql`select count(*)::int as total from (${events}) e`),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map((row) => ({
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      credits: Number(row.credits),
      description:
        row.kind === 'grant'
          ? grantLabel(row.reason ?? '')
          : row.kind === 'forfeit'
            ? `Unused at the end of the month: ${grantLabel(row.reason ?? '').toLowerCase()}`
            : `Lead in ${row.place}${row.returned ? ' (returned)' : ''}`,
      valid_until: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    })),
  };
}
