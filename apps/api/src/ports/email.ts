import type { Database, DbOrTx } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import type { Mail, MailBrand, RenderedMail } from '../lib/mail/mail.js';
import { renderMail } from '../lib/mail/mail-render.js';

/** The job queue the outbox hands e-mails to (the worker is in modules/messages). */
export const EMAIL_QUEUE = 'email-delivery';

export type { Mail, MailBlock, MailBrand, RenderedMail } from '../lib/mail/mail.js';

/** The e-mail port (docs/product.md §11). */
export interface EmailPort {
  readonly name: string;
  /**
   * Renders both parts and keeps the mail in the outbox. Given a transaction, the mail is written
   * in it, so it exists exactly when what it tells about was committed (a receipt and its charge).
   */
  send(mail: Mail, tx?: DbOrTx): Promise<void>;
  /** Both parts of a mail in this brand, without keeping it (see keep). */
  render(mail: Mail): Promise<RenderedMail>;
  /**
   * Keeps a mail rendered earlier: for a caller that must not render while it holds a lock (an
   * invoice number is taken under one).
   */
  keep(message: RenderedMail, tx?: DbOrTx): Promise<void>;
}

/**
 * Every message is kept in the outbox, where the team reads it in the console. With a transport
 * configured (SMTP_URL) it is `queued` there and handed to the job queue, which sends it with
 * retries (modules/messages, mail-delivery.service.ts): never inside the request that asked for
 * it. Without one it stays in the outbox as `offline`, which is the default and what tests use.
 */
export function createEmailOutbox(
  db: Database,
  options: {
    sends: boolean;
    now: () => Date;
    brand: MailBrand;
    enqueue: (id: string, options: { afterCommit: boolean }) => Promise<void>;
  },
): EmailPort {
  const keep = async (message: RenderedMail, tx?: DbOrTx) => {
    const [row] = await (tx ?? db)
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
        template: message.template,
        status: options.sends ? 'queued' : 'offline',
        nextAttemptAt: options.sends ? options.now() : null,
      })
      .returning({ id: outboxMessages.id });
    if (!options.sends) return;
    // A queue that is down loses nothing: the maintenance sweep sends what is due.
    if (!tx) return options.enqueue(row!.id, { afterCommit: false }).catch(() => undefined);
    // A mail written in a transaction is not visible until it commits: its job is queued without
    // waiting (on PGlite the queue shares the one connection the transaction holds) and starts a
    // little later; the sweep sends it if the job still came too early.
    void options.enqueue(row!.id, { afterCommit: true }).catch(() => undefined);
  };
  return {
    name: options.sends ? 'outbox-then-smtp' : 'offline-outbox',
    render: (mail) => renderMail(mail, options.brand),
    keep,
    send: async (mail, tx) => keep(await renderMail(mail, options.brand), tx),
  };
}
