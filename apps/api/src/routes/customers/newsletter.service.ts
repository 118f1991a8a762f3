import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

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
