import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessages, smsOptOuts } from '../db/schema/index.js';

export interface SmsMessage {
  /** The recipient in E.164, e.g. +14025550100. */
  to: string;
  body: string;
  /** A stable name for the kind of text, e.g. 'new-lead-alert'; the outbox can be filtered by it. */
  template: string;
}

/** The SMS port (docs/product.md §11). */
export interface SmsPort {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The offline adapter, used by default and in tests: it sends nothing and records each text in
 * the outbox table, where the team can read it in the admin area.
 */
export function createOutboxSms(db: Database): SmsPort {
  return {
    name: 'offline-outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.body,
        template: message.template,
      });
    },
  };
}

/**
 * A text refused because the number asked for no more texts: it replied STOP to us, or Twilio
 * refused the send for that reason (error 21610).
 */
export class SmsOptedOutError extends Error {
  constructor(readonly phone: string) {
    super('This number replied STOP to our texts; nothing is sent to it until it replies START.');
    this.name = 'SmsOptedOutError';
  }
}

/**
 * Every send goes through here (docs/decisions/025): a number on the opt-out list gets nothing,
 * whatever the adapter; a number the provider refuses as opted out goes on the list at once.
 */
export function honourOptOuts(port: SmsPort, db: Database, now: () => Date): SmsPort {
  return {
    name: port.name,
    async send(message) {
      const [optedOut] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, message.to));
      if (optedOut) throw new SmsOptedOutError(message.to);
      try {
        await port.send(message);
      } catch (error) {
        if (error instanceof SmsOptedOutError)
          await db
            .insert(smsOptOuts)
            .values({ phone: message.to, source: 'carrier', keyword: null, optedOutAt: now() })
            .onConflictDoNothing();
        throw error;
      }
    },
  };
}
