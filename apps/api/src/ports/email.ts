import type { Database, DbOrTx } from '../db/client.js';
import { insertRowsAsJson } from '../db/insert-as-json.js';
import { outboxMessages } from '../db/schema/index.js';
import type { Mail, MailBrand, RenderedMail } from '../lib/mail/mail.js';
import { loadMailRenderer, renderMail } from '../lib/mail/mail-render.js';

/** Mails written by one statement of sendMany: bounded parameters, and the first ones queued early. */
const MAILS_PER_STATEMENT = 200;

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
  /**
   * Renders and keeps many mails at once, outside any transaction: one insert and one hand-over to
   * the queue per 200 mails instead of one of each per mail (a publish's alerts, issue 24.3). A
   * thousand alerts render in about 30 ms (mail-render.ts's compiled layouts).
   */
  sendMany(mails: readonly Mail[]): Promise<void>;
  /**
   * Loads the renderer (React and react-email) for a sendMany about to come, without rendering or
   * keeping anything: a publish run calls it as it starts, so that the first mail of the day does
   * not wait for the load after the run's matching (issue 24.3). Never fails.
   */
  warmUp(): void;
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
    /** Hands many committed mails to the queue in one call. */
    enqueueMany: (ids: string[]) => Promise<void>;
  },
): EmailPort {
  const rowOf = (message: RenderedMail) => ({
    channel: 'email' as const,
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html,
    template: message.template,
    status: options.sends ? ('queued' as const) : ('offline' as const),
    nextAttemptAt: options.sends ? options.now() : null,
  });
  const keep = async (message: RenderedMail, tx?: DbOrTx) => {
    const [row] = await (tx ?? db)
      .insert(outboxMessages)
      .values(rowOf(message))
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
    warmUp() {
      loadMailRenderer().catch(() => undefined);
    },
    async sendMany(mails) {
      for (let i = 0; i < mails.length; i += MAILS_PER_STATEMENT) {
        const rendered = await Promise.all(
          mails.slice(i, i + MAILS_PER_STATEMENT).map((mail) => renderMail(mail, options.brand)),
        );
        // One JSON parameter, not ten bound ones a mail (db/insert-as-json.ts).
        const rows = await insertRowsAsJson(db, outboxMessages, rendered.map(rowOf));
        // As for one mail: a queue that is down loses nothing, the maintenance sweep sends what is due.
        if (options.sends) await options.enqueueMany(rows.map((row) => row.id)).catch(() => undefined);
      }
    },
  };
}
