import type { Affiliate, affiliateSignupSchema, getAffiliators } from '@app/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { affiliates } from '../../db/schema/index.js';
import { randomToken } from '../../lib/crypto.js';
import { pageCountOf, type Page } from '../../lib/paging.js';

/** A short, readable referral code: the name's first letters and random characters. */
export function makeReferralCode(name: string): string {
  const stem =
    name
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 5) || 'REF';
  const suffix = randomToken(6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4)
    .padEnd(4, '7');
  return `${stem}${suffix}`;
}

/** A repeat sign-up with the same email changes nothing and answers the same (enumeration-safe). */
export async function createAffiliate(
  db: DbOrTx,
  input: z.output<typeof affiliateSignupSchema>,
): Promise<void> {
  await db
    .insert(affiliates)
    .values({ name: input.name, email: input.email, referralCode: makeReferralCode(input.name) })
    .onConflictDoNothing();
}

type AffiliateQuery = z.output<NonNullable<(typeof getAffiliators)['query']>>;

export async function listAffiliates(db: DbOrTx, query: AffiliateQuery): Promise<Page<Affiliate>> {
  const limit = query.limit ?? 25;
  const page = query.page ?? 1;
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    query.status ? eq(affiliates.status, query.status) : undefined,
    pattern ? or(ilike(affiliates.name, pattern), ilike(affiliates.email, pattern)) : undefined,
  );
  // Qualified by hand: drizzle renders columns of a one-table select without their table name.
  const referred = sql<number>`(select count(*)::int from users u where u.referred_by_affiliate_id = "affiliates"."id")`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ affiliate: affiliates, referred })
      .from(affiliates)
      .where(where)
      .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(affiliates)
      .where(where),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map(({ affiliate, referred: count }) => ({
      _id: affiliate.id,
      name: affiliate.name,
      email: affiliate.email,
      status: affiliate.status,
      referral_code: affiliate.referralCode,
      notes: affiliate.notes,
      referred_customers: Number(count),
      created_at: affiliate.createdAt.toISOString(),
    })),
  };
}
