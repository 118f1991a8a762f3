import type { getNewsletterSubscribers } from '@app/shared';
import { and, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { newsletterConfirmations, newsletterSubscribers } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { mayMailAddress } from '../../http/mail-quota.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { DAY_MS } from '../../lib/time.js';
import type { Mail } from '../../ports/email.js';
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

const CONFIRMATION_LIFETIME_MS = 2 * DAY_MS;

/** Only our words go to an address that has not confirmed anything yet (docs/product.md §15). */
export const newsletterConfirmationMail = (
  ctx: Pick<AppContext, 'config'>,
  email: string,
  token: string,
): Mail => ({
  to: email,
  template: 'newsletter-confirm',
  unconfirmed: true,
  subject: `Confirm your ${ctx.config.brandName} newsletter subscription`,
  blocks: [
    'Hello,',
    `Someone asked to subscribe this address to the ${ctx.config.brandName} newsletter again. To confirm, open this link:`,
    { button: 'Confirm my subscription', url: `${ctx.config.appUrl}/confirm-newsletter?token=${token}` },
    { small: 'The link works for 48 hours. If this was not you, ignore this email: you stay unsubscribed.' },
  ],
});

/**
 * Double opt-in (docs/product.md §15): a re-subscription only emails a link; the address is on the list
 * once the link is opened. The answer is the same for every address, and at most 3 such mails an
 * hour reach one address, so the form can neither reveal the list nor flood an inbox.
 */
export async function requestNewsletterResubscription(ctx: AppContext, email: string): Promise<void> {
  if (!(await mayMailAddress(ctx, 'newsletter', email))) return;
  const token = randomToken(32);
  await ctx.db.insert(newsletterConfirmations).values({
    tokenHash: sha256(token),
    email,
    expiresAt: new Date(ctx.clock.now().getTime() + CONFIRMATION_LIFETIME_MS),
  });
  await ctx.email.send(newsletterConfirmationMail(ctx, email, token));
}

/** The emailed link was opened: the address is subscribed again; returns it. */
export async function confirmNewsletterSubscription(ctx: AppContext, token: string): Promise<string> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [confirmation] = await tx
      .delete(newsletterConfirmations)
      .where(
        and(eq(newsletterConfirmations.tokenHash, sha256(token)), gt(newsletterConfirmations.expiresAt, now)),
      )
      .returning();
    if (!confirmation) {
      throw new AppError('VALIDATION', 'This link has expired or was already used. Ask for a new one.', {
        errors: [{ path: 'body.token', message: 'This link has expired or was already used' }],
      });
    }
    await tx
      .insert(newsletterSubscribers)
      .values({ email: confirmation.email, isSubscribed: true, subscribedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { isSubscribed: true, subscribedAt: now, unsubscribedAt: null },
      });
    await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.email, confirmation.email));
    return confirmation.email;
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
