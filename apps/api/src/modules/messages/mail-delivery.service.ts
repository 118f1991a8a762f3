import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema/index.js';
import { EMAIL_QUEUE } from '../../ports/email.js';

/**
 * Waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h. Six attempts over about nine
 * hours, then the message is `failed` and the team sees why in the console.
 */
export const MAIL_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600];
/** How long one attempt may hold a message before another worker may take it over. */
const LEASE_SECONDS = 120;
const SWEEP_BATCH = 50;

export type MailOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/**
 * Sends one queued e-mail through the configured transport, once even with several workers: the
 * row is leased, and a lease that ran out (a worker killed mid-send) may be taken over.
 */
export async function deliverMail(ctx: AppContext, id: string): Promise<MailOutcome> {
  const transport = ctx.mailTransport;
  if (!transport || !ctx.config.mailFrom) return 'skipped';
  const now = ctx.clock.now();
  const [mail] = await ctx.db
    .update(outboxMessages)
    .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000) })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.channel, 'email'),
        or(
          eq(outboxMessages.status, 'queued'),
          and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.nextAttemptAt, now)),
        ),
      ),
    )
    .returning();
  if (!mail) return 'skipped';
  const attempt = mail.attempts + 1;
  try {
    const { messageId } = await transport.send({
      from: ctx.config.mailFrom,
      to: mail.recipient,
      subject: mail.subject ?? '',
      text: mail.body,
      html: mail.html,
      reference: mail.id,
    });
    ctx.state.metrics?.messages.inc({ channel: 'email', outcome: 'sent' });
    await ctx.db
      .update(outboxMessages)
      .set({
        status: 'sent',
        attempts: attempt,
        providerMessageId: messageId,
        lastError: null,
        nextAttemptAt: null,
        sentAt: ctx.clock.now(),
      })
      .where(eq(outboxMessages.id, id));
    return 'sent';
  } catch (error) {
    const delay = MAIL_RETRY_DELAYS_SECONDS[attempt - 1];
    ctx.state.metrics?.messages.inc({
      channel: 'email',
      outcome: delay === undefined ? 'failed' : 'retrying',
    });
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(outboxMessages)
      .set({
        status: delay === undefined ? 'failed' : 'queued',
        attempts: attempt,
        lastError: message.slice(0, 500),
        nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay * 1000),
      })
      .where(eq(outboxMessages.id, id));
    if (delay === undefined) return 'failed';
    await ctx.queue?.send(EMAIL_QUEUE, { id }, { startAfterSeconds: delay }).catch(() => undefined);
    return 'retrying';
  }
}

/**
 * The sweep run by maintenance every minute: mails whose attempt is due but whose job was lost
 * (the queue was down when they were written, or a worker died mid-send) are sent now.
 */
export async function deliverDueMails(ctx: AppContext): Promise<number> {
  if (!ctx.mailTransport) return 0;
  const due = await ctx.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'email'),
        inArray(outboxMessages.status, ['queued', 'sending']),
        lte(outboxMessages.nextAttemptAt, ctx.clock.now()),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const { id } of due) if ((await deliverMail(ctx, id)) === 'sent') sent += 1;
  return sent;
}
