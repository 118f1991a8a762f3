import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { smsOptOuts } from '../../db/schema/index.js';

/** The words that stop every text to the number, as carriers and Twilio define them. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
/** The words that let texts go to the number again. */
export const START_WORDS = ['START', 'UNSTOP'] as const;
export const HELP_WORDS = ['HELP'] as const;

export type ReplyOutcome = 'stopped' | 'resumed' | 'help' | 'ignored';

/** A reply's keyword: the whole message, trimmed and upper-cased, as carriers match it. */
const keywordOf = (body: string) => body.trim().toUpperCase();

/**
 * What a text to our number does (docs/decisions/025). A stop word puts the number on the opt-out
 * list at once (every later send to it is refused before it reaches Twilio); a start word takes it
 * off; HELP is answered by the caller. Anything else is not ours to act on.
 */
export async function applySmsReply(ctx: AppContext, from: string, body: string): Promise<ReplyOutcome> {
  const keyword = keywordOf(body);
  if ((STOP_WORDS as readonly string[]).includes(keyword)) {
    await ctx.db
      .insert(smsOptOuts)
      .values({ phone: from, source: 'reply', keyword, optedOutAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: smsOptOuts.phone,
        set: { source: 'reply', keyword, optedOutAt: ctx.clock.now() },
      });
    return 'stopped';
  }
  if ((START_WORDS as readonly string[]).includes(keyword)) {
    await ctx.db.delete(smsOptOuts).where(eq(smsOptOuts.phone, from));
    return 'resumed';
  }
  if ((HELP_WORDS as readonly string[]).includes(keyword)) return 'help';
  return 'ignored';
}

/** The answer to HELP: who we are, how to reach us, how to stop. */
export const helpReply = (ctx: Pick<AppContext, 'config'>) =>
  `${ctx.config.brandName} new-lead alerts. Help: ${ctx.config.supportEmail}. Reply STOP to stop texts, START to resume. Msg&data rates may apply.`;
