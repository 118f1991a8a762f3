import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leads } from '../../db/schema/index.js';

/** Premium leads leave the marketplace 30 days after publishing (docs/product.md §9). */
export async function expireLeads(ctx: AppContext): Promise<number> {
  const expired = await ctx.db
    .update(leads)
    .set({ status: 'expired', offMarketAt: sql`${leads.expiresAt}` })
    .where(and(eq(leads.status, 'published'), lte(leads.expiresAt, ctx.clock.now())))
    .returning({ id: leads.id });
  return expired.length;
}
