import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** A stable name for the kind of mail, e.g. 'verify-email'; the outbox can be filtered by it. */
  template: string;
}

/** The email port (DESIGN.md section 2). */
export interface EmailPort {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/**
 * The offline adapter, used by default and in tests: it sends nothing and records each message in
 * the outbox table, where the team can read it in the admin area.
 */
export function createOutboxEmail(db: Database): EmailPort {
  return {
    name: 'offline-outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        template: message.template,
      });
    },
  };
}
