import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';
import { entitlementsOf } from '../plans/index.js';

/** One member's share of a publish run: how many of their searches matched, and the leads. */
export interface AlertTextRecipient {
  userId: string;
  /** last_sms_alert_at as read before the run; put back if the text cannot be sent. */
  lastSmsAlertAt: Date | null;
  searchCount: number;
  leadIds: Set<string>;
}

/**
 * Short, plain ASCII, so the text fits one 160-character SMS segment. Only our words: a search's
 * name is the member's own text, and our number must never carry anyone's words to a phone
 * (docs/product.md §15); the marketplace shows which searches matched.
 */
export function newLeadTextBody(ctx: AppContext, recipient: AlertTextRecipient): string {
  const count = recipient.leadIds.size;
  const leads = count === 1 ? '1 new lead matches' : `${count} new leads match`;
  const searches = recipient.searchCount === 1 ? 'saved search' : 'saved searches';
  return `${ctx.config.brandName}: ${leads} your ${searches}. Take ${count === 1 ? 'it' : 'them'}: ${ctx.config.appUrl}/dashboard/marketplace Reply STOP to opt out.`;
}

/**
 * New-lead texts: one per member per publish run, and at most one per member per rolling 24
 * hours (docs/product.md §9, "Text messages: at most one per day"), to members whose plan includes
 * text alerts (decision 029; the others still get the e-mail). Returns how many were sent.
 */
export async function sendNewLeadTexts(
  ctx: AppContext,
  recipients: Iterable<AlertTextRecipient>,
): Promise<number> {
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  let sent = 0;
  for (const recipient of recipients) {
    if (recipient.lastSmsAlertAt && recipient.lastSmsAlertAt > dayAgo) continue;
    // A phone verified on a plan with texts stays on file after a downgrade, for when they come back.
    if (!(await entitlementsOf(ctx.db, recipient.userId)).entitlements.text_alerts) continue;
    // Check and set in one statement, so two publish runs at once cannot both text the member.
    const [claimed] = await ctx.db
      .update(users)
      .set({ lastSmsAlertAt: now })
      .where(
        and(
          eq(users.id, recipient.userId),
          isNull(users.deletedAt),
          isNotNull(users.alertPhone),
          // A number that replied STOP gets nothing, and keeps its day for when it replies START.
          sql`not exists (select 1 from sms_opt_outs o where o.phone = ${users.alertPhone})`,
          or(isNull(users.lastSmsAlertAt), lte(users.lastSmsAlertAt, dayAgo)),
        ),
      )
      .returning({ alertPhone: users.alertPhone });
    if (!claimed?.alertPhone) continue;
    try {
      await ctx.sms.send({
        to: claimed.alertPhone,
        template: 'new-lead-alert',
        body: newLeadTextBody(ctx, recipient),
      });
      sent++;
    } catch (error) {
      // Nothing reached the member: give the day's text back, so the next publish run can send one.
      // A failed text never stops the run: the emails and the other members' texts still go out.
      await ctx.db
        .update(users)
        .set({ lastSmsAlertAt: recipient.lastSmsAlertAt })
        .where(and(eq(users.id, recipient.userId), eq(users.lastSmsAlertAt, now)));
      console.error(
        `New-lead text to member ${recipient.userId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return sent;
}
