import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';

/** The job queue the outbox hands e-mails to (the worker is in modules/messages). */
export const EMAIL_QUEUE = 'email-delivery';

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string | null;
  /** A stable name for the kind of mail, e.g. 'verify-email'; the outbox can be filtered by it. */
  template: string;
}

/** The e-mail port (docs/product.md §11). */
export interface EmailPort {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox, where the team reads it in the console. With a transport
 * configured (SMTP_URL) it is `queued` there and handed to the job queue, which sends it with
 * retries (modules/messages, mail-delivery.service.ts): never inside the request that asked for
 * it. Without one it stays in the outbox as `offline`, which is the default and what tests use.
 */
export function createEmailOutbox(
  db: Database,
  options: { sends: boolean; now: () => Date; enqueue: (id: string) => Promise<void> },
): EmailPort {
  return {
    name: options.sends ? 'outbox-then-smtp' : 'offline-outbox',
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          template: message.template,
          status: options.sends ? 'queued' : 'offline',
          nextAttemptAt: options.sends ? options.now() : null,
        })
        .returning({ id: outboxMessages.id });
      // A queue that is down loses nothing: the maintenance sweep sends what is due.
      if (options.sends) await options.enqueue(row!.id).catch(() => undefined);
    },
  };
}

/** The offline adapter alone (the outbox, nothing sent): tests and tools that need no transport. */
export const createOutboxEmail = (db: Database): EmailPort =>
  createEmailOutbox(db, { sends: false, now: () => new Date(), enqueue: async () => undefined });
