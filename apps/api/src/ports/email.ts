import type { Database, DbOrTx } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import type { Mail, MailBrand, RenderedMail } from '../lib/mail/mail.js';
import { renderMail, renderMailsInBatches } from '../lib/mail/mail-render.js';

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
   * the queue per 200 mails instead of one of each per mail (a publish's alerts, issue 24.3).
   */
  sendMany(mails: readonly Mail[]): Promise<void>;
  /**
   * Readies what renders many mails (the render thread) for a sendMany about to come, without
   * keeping anything: a publish run calls it as it starts, so the thread's start and first renders
   * overlap the run's matching instead of delaying its mails (issue 24.3). Never fails.
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
 * Renders many mails a batch at a time, handing each batch over as it is ready (`onBatch` is
 * called in order): renderMailsInBatches, or the context's render thread
 * (lib/mail/render-mails.worker.ts).
 */
export type RenderInBatches = typeof renderMailsInBatches;

/**
 * From this many mails, sendMany renders them on `renderMany` (a worker thread) rather than here:
 * fewer are quicker here than the hand-over (and tests' handful of alerts stay on this thread).
 */
export const RENDER_ELSEWHERE_FROM = 50;

/**
 * What warmUp renders and throws away: the blocks a publish's alert mails have (a paragraph, a
 * list, a button, the settings line), enough of them for the renderer's hot paths to be compiled.
 */
const WARM_UP_MAILS: Mail[] = Array.from({ length: 20 }, (_, i) => ({
  to: `warm-up-${i}@example.invalid`,
  template: 'warm-up',
  subject: `${i} new leads match "Warm-up"`,
  greeting: 'Hi,',
  blocks: [
    `${i} new leads match your saved search "Warm-up":`,
    { list: ['Premium: Single Family in Houston, TX 77002 — Relocation, ASAP'] },
    { button: 'Take them before other buyers do', url: 'https://example.invalid/dashboard/marketplace' },
  ],
  settings: { label: 'Turn this alert off', url: 'https://example.invalid/dashboard/marketplace' },
}));

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
    /** Where sendMany renders many mails (RENDER_ELSEWHERE_FROM); here when absent or failing. */
    renderMany?: RenderInBatches;
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
      // Rendered and dropped: nothing is written, so no warm-up mail can ever be sent. A thread
      // that cannot even start (it throws at once) costs the run nothing either.
      try {
        options
          .renderMany?.(WARM_UP_MAILS, options.brand, WARM_UP_MAILS.length, () => undefined)
          .catch(() => undefined);
      } catch {
        // sendMany renders on this thread when the render thread fails.
      }
    },
    async sendMany(mails) {
      const write = async (rendered: RenderedMail[]) => {
        const rows = await db
          .insert(outboxMessages)
          .values(rendered.map(rowOf))
          .returning({ id: outboxMessages.id });
        // As for one mail: a queue that is down loses nothing, the maintenance sweep sends what is due.
        if (options.sends) await options.enqueueMany(rows.map((row) => row.id)).catch(() => undefined);
      };
      // Each batch is written while the next is rendered, in order.
      let written: Promise<void> = Promise.resolve();
      let handedOver = 0;
      const onBatch = (rendered: RenderedMail[]) => {
        handedOver += rendered.length;
        written = written.then(() => write(rendered));
        written.catch(() => undefined);
      };
      const elsewhere =
        options.renderMany && mails.length >= RENDER_ELSEWHERE_FROM ? options.renderMany : null;
      try {
        await (elsewhere ?? renderMailsInBatches)(mails, options.brand, MAILS_PER_STATEMENT, onBatch);
      } catch (error) {
        if (!elsewhere) throw error;
        // The render thread failed (it died, or could not start): the mails it had not handed back
        // are rendered here, so none is lost.
        await renderMailsInBatches(mails.slice(handedOver), options.brand, MAILS_PER_STATEMENT, onBatch);
      }
      await written;
    },
  };
}
