import { PIPELINE_STATUS_LABELS, type PipelineStatus } from '@app/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leadPurchases, leads, users } from '../../db/schema/index.js';
import { longDate } from '../../lib/time.js';
import { CENTRAL_TZ, addDays, zonedParts } from '../../lib/zoned-time.js';
import type { Mail } from '../../ports/email.js';
import { pipelineToday } from './pipeline-lead.js';

/** Reminders go out from 07:00 Central on the follow-up day: before the working day, not at midnight. */
export const FOLLOW_UP_REMINDER_HOUR = 7;

type Due = {
  purchaseId: string;
  followUpOn: string;
  status: PipelineStatus;
  leadName: string;
  city: string;
  state: string;
  zip: string;
};

const dayOf = (day: string) => longDate(new Date(`${day}T00:00:00Z`));

export function followUpReminderMail(
  ctx: Pick<AppContext, 'config'>,
  member: { name: string; email: string },
  due: readonly Due[],
  today: string,
): Mail {
  const first = due[0]!;
  const subject =
    due.length === 1
      ? `Follow up with ${first.leadName} today`
      : `${due.length} leads to follow up with today`;
  return {
    to: member.email,
    template: 'follow-up-reminder',
    subject,
    greeting: `Hi ${member.name},`,
    blocks: [
      `You asked to be reminded on ${dayOf(today)} to follow up with ${
        due.length === 1 ? 'this seller' : 'these sellers'
      }:`,
      {
        list: due.map(
          (lead) =>
            `${lead.leadName}, ${lead.city}, ${lead.state} ${lead.zip} (${PIPELINE_STATUS_LABELS[lead.status]}${
              lead.followUpOn < today ? `, due ${dayOf(lead.followUpOn)}` : ''
            })`,
        ),
      },
      'Their phone numbers, notes and history are in your pipeline. Set the next follow-up there once you have spoken.',
      {
        button: "Open today's follow-ups",
        url: `${ctx.config.appUrl}/dashboard/pipeline?view=list&follow_up=due`,
      },
    ],
  };
}

/**
 * Who is reminded of a purchase's follow-up (issue 22.4): the member it is assigned to while they
 * are still in the account's team and have an account, else the account's owner. One rule for
 * the mail and for the tests; in SQL, so that the members to mail are one query.
 */
export const followUpRecipient = sql<string>`case when ${leadPurchases.assignedTo} is not null
  and exists (
    select 1 from team_members tm join users au on au.id = tm.member_user_id
    where tm.member_user_id = ${leadPurchases.assignedTo}
      and tm.account_user_id = ${leadPurchases.userId}
      and au.deleted_at is null
  ) then ${leadPurchases.assignedTo} else ${leadPurchases.userId} end`;

/**
 * Issue 22.1: on the morning of a follow-up day, one mail per member lists the leads due to them
 * (followUpRecipient: the assignee, else the account's owner). Run every minute by the maintenance job; a day missed while the server was down is mailed when it is back.
 * Each follow-up day is mailed once, even with several workers: the purchase records the day its
 * reminder was sent for, claimed in the transaction that writes the mail.
 */
export async function remindDueFollowUps(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = pipelineToday(now);
  const lastDueDay = zonedParts(now, CENTRAL_TZ).hour >= FOLLOW_UP_REMINDER_HOUR ? today : addDays(today, -1);
  const pending = and(
    isNull(leadPurchases.reversedAt),
    lte(leadPurchases.followUpOn, lastDueDay),
    sql`${leadPurchases.followUpRemindedFor} is distinct from ${leadPurchases.followUpOn}`,
  );
  const members = await ctx.db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(leadPurchases)
    .innerJoin(users, eq(users.id, followUpRecipient))
    .where(and(pending, isNull(users.deletedAt)));
  let sent = 0;
  for (const member of members) {
    await ctx.db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: leadPurchases.id })
        .from(leadPurchases)
        .where(and(pending, eq(followUpRecipient, member.id)))
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return;
      await tx
        .update(leadPurchases)
        .set({ followUpRemindedFor: sql`${leadPurchases.followUpOn}` })
        .where(
          inArray(
            leadPurchases.id,
            candidates.map((c) => c.id),
          ),
        );
      const due = (await tx
        .select({
          purchaseId: leadPurchases.id,
          followUpOn: leadPurchases.followUpOn,
          status: leadPurchases.pipelineStatus,
          leadName: leads.leadName,
          city: leads.city,
          state: leads.state,
          zip: leads.zip,
        })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(
          inArray(
            leadPurchases.id,
            candidates.map((c) => c.id),
          ),
        )
        .orderBy(asc(leadPurchases.followUpOn), asc(leads.leadName))) as Due[];
      await ctx.email.send(followUpReminderMail(ctx, member, due, today), tx);
      sent++;
    });
  }
  return sent;
}
