import type { getNewsletterSubscribers } from '@app/shared';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { containsPattern, countPages, pageParams } from '../../lib/paging.js';

/**
 * Records the address as unsubscribed whether or not it was on the list: an unknown address joins
 * the suppression list, so the answer is the same for both and nobody learns who subscribes.
 */
export async function unsubscribeFromNewsletter(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, isSubscribed: false, subscribedAt: now, unsubscribedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        isSubscribed: false,
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now})`,
      },
    });
}

export async function resubscribeToNewsletter(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, isSubscribed: true, subscribedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { isSubscribed: true, subscribedAt: now, unsubscribedAt: null },
    });
}

export async function listNewsletterSubscribers(
  db: DbOrTx,
  query: ParsedQuery<typeof getNewsletterSubscribers>,
) {
  const { page, limit } = pageParams(query);
  const where = and(
    query.subscribed ? eq(newsletterSubscribers.isSubscribed, query.subscribed === 'true') : undefined,
    query.search ? ilike(newsletterSubscribers.email, containsPattern(query.search)) : undefined,
  );
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, newsletterSubscribers, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map((s) => ({
      email: s.email,
      is_subscribed: s.isSubscribed,
      subscribed_at: s.subscribedAt.toISOString(),
      unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}
