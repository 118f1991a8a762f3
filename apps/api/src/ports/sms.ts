import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';

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
