import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { createContext, type AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema/index.js';
import { APP_URL, useTestApp } from '../../../test/helpers.js';
import { deliverDueMails, deliverMail, MAIL_RETRY_DELAYS_SECONDS } from './mail-delivery.service.js';
import { createEmailOutbox } from '../../ports/email.js';

/**
 * Issue 17.1: e-mail through SMTP, sent by the job queue with retries, every message kept in the
 * outbox with its status. The server is a real SMTP server (smtp-server) inside this test.
 */
const t = useTestApp({ leadCount: 5 });

interface Received {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
let refuseRecipients = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret pass')
        return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients)
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function smtpContext(): Promise<AppContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL,
    DATA_DIR: 'memory://',
    SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
    MAIL_FROM: 'SellerSignal <hello@sellersignal.io>',
  });
  return createContext(env, t.database, { clock: t.clock, secretsKey: randomBytes(32), webDist: null });
}

const rowOf = async (ctx: AppContext, to: string) =>
  (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]!;

/** An outbox on the test database that sends (SMTP configured) and notes what it hands the queue. */
function outboxNoting(enqueued: unknown[]) {
  return createEmailOutbox(t.ctx.db, {
    sends: true,
    now: () => t.ctx.clock.now(),
    brand: {
      brandName: 'SellerSignal',
      supportEmail: 'help@example.com',
      appUrl: APP_URL,
      companyAddress: null,
    },
    enqueue: async (id) => void enqueued.push(id),
    enqueueMany: async (ids) => void enqueued.push(...ids),
  });
}

describe('e-mail through SMTP', () => {
  it('keeps the message queued in the outbox, then sends both parts and records the server’s id', async () => {
    const ctx = await smtpContext();
    await ctx.email.send({
      to: 'buyer@example.com',
      subject: 'Your receipt from SellerSignal',
      greeting: 'Hi Ana,',
      blocks: [
        'Thank you.',
        { button: 'Your invoice', url: 'https://app.example.com/billing/invoices/2026-0001' },
      ],
      template: 'receipt',
    });
    const queued = await rowOf(ctx, 'buyer@example.com');
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });
    expect(received).toHaveLength(0);

    expect(await deliverMail(ctx, queued.id)).toBe('sent');
    const [message] = received;
    expect(message!.envelope).toEqual({ from: 'hello@sellersignal.io', to: ['buyer@example.com'] });
    expect(message!.mail.from?.value).toEqual([{ name: 'SellerSignal', address: 'hello@sellersignal.io' }]);
    expect(message!.mail.to).toMatchObject({ text: 'buyer@example.com' });
    expect(message!.mail.subject).toBe('Your receipt from SellerSignal');
    expect(message!.mail.text).toContain(
      'Hi Ana,\n\nThank you.\n\nYour invoice: https://app.example.com/billing/invoices/2026-0001',
    );
    expect(message!.mail.html).toContain('href="https://app.example.com/billing/invoices/2026-0001"');
    expect(message!.mail.html).toMatch(
      /<a [^>]*href="https:\/\/app.example.com\/billing\/invoices\/2026-0001"[^>]*>.*Your invoice/s,
    );
    expect(message!.mail.headers.get('x-sellersignal-message')).toBe(queued.id);
    const sent = await rowOf(ctx, 'buyer@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.providerMessageId).toBe(message!.mail.messageId);
    expect(await deliverMail(ctx, queued.id)).toBe('skipped');
    expect(received).toHaveLength(1);
    ctx.mailTransport?.close();
  });

  it("keeps many mails at once (a publish's alerts): each rendered, queued and sent like one", async () => {
    const ctx = await smtpContext();
    const handedOver: unknown[][] = [];
    ctx.queue = {
      send: async () => undefined,
      sendMany: async (_name: string, jobs: unknown[]) => void handedOver.push(jobs),
    } as unknown as AppContext['queue'];
    const mails = Array.from({ length: 450 }, (_, i) => ({
      to: `many-${i}@example.com`,
      subject: `Alert ${i}`,
      greeting: `Hi member ${i},`,
      blocks: [`New leads match search ${i}.`],
      template: 'new-lead-alert',
    }));
    await ctx.email.sendMany(mails);
    // One hand-over per 200 mails, naming every mail once.
    expect(handedOver.map((jobs) => jobs.length)).toEqual([200, 200, 50]);
    const ids = new Set(handedOver.flat().map((job) => (job as { id: string }).id));
    expect(ids.size).toBe(450);
    const last = await rowOf(ctx, 'many-449@example.com');
    expect(last).toMatchObject({ status: 'queued', subject: 'Alert 449', template: 'new-lead-alert' });
    expect(last.body).toContain('Hi member 449,\n\nNew leads match search 449.');
    // Rendered in the batch exactly as one mail is rendered on its own.
    const here = await ctx.email.render(mails[449]!);
    expect({ body: last.body, html: last.html }).toEqual({ body: here.text, html: here.html });
    expect(ids.has(last.id)).toBe(true);
    expect(await deliverMail(ctx, last.id)).toBe('sent');
    expect(received.at(-1)!.mail.subject).toBe('Alert 449');
    // The other 449 would be due for the next tests' sweeps.
    await ctx.db.delete(outboxMessages).where(like(outboxMessages.recipient, 'many-%@example.com'));
    ctx.queue = null;
    ctx.mailTransport?.close();
  });

  it('loads the renderer ahead of a publish run, keeping and sending nothing (issue 24.3)', async () => {
    const enqueued: unknown[] = [];
    const outbox = outboxNoting(enqueued);
    const before = await t.ctx.db.select({ id: outboxMessages.id }).from(outboxMessages);
    expect(() => outbox.warmUp()).not.toThrow();
    expect(() => outbox.warmUp()).not.toThrow();
    await outbox.render({ to: 'a@example.com', subject: 'S', blocks: ['Loaded.'], template: 'test' });
    expect(await t.ctx.db.select({ id: outboxMessages.id }).from(outboxMessages)).toHaveLength(before.length);
    expect(enqueued).toEqual([]);
  });

  it('never sends inside the request: a password-reset request answers with the mail queued', async () => {
    const ctx = await smtpContext();
    const app = await createApp(ctx);
    const before = received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'demo@sellersignal.io' },
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(ctx, 'demo@sellersignal.io');
    expect(row.status).toBe('queued');
    expect(received.length).toBe(before);
    expect(await deliverDueMails(ctx)).toBe(1);
    expect(received.at(-1)!.mail.subject).toBe(row.subject);
    await app.close();
    ctx.mailTransport?.close();
  });

  it('retries with back-off when the server refuses, and gives up as failed after the last attempt', async () => {
    const ctx = await smtpContext();
    refuseRecipients = true;
    await ctx.email.send({ to: 'bounce@example.com', subject: 'Hello', blocks: ['Hi'], template: 'test' });
    const { id } = await rowOf(ctx, 'bounce@example.com');
    expect(await deliverMail(ctx, id)).toBe('retrying');
    let row = await rowOf(ctx, 'bounce@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
    expect(row.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(MAIL_RETRY_DELAYS_SECONDS[0]! * 1000);
    expect(await deliverDueMails(ctx)).toBe(0);
    for (const delay of MAIL_RETRY_DELAYS_SECONDS) {
      t.clock.advance(delay * 1000);
      await deliverDueMails(ctx);
    }
    row = await rowOf(ctx, 'bounce@example.com');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAIL_RETRY_DELAYS_SECONDS.length + 1,
      nextAttemptAt: null,
    });
    refuseRecipients = false;
    ctx.mailTransport?.close();
  });

  it('keeps every message offline when no transport is configured', async () => {
    await t.ctx.email.send({
      to: 'offline@example.com',
      subject: 'Kept',
      blocks: ['Only here'],
      template: 'test',
    });
    expect(await rowOf(t.ctx, 'offline@example.com')).toMatchObject({ status: 'offline', attempts: 0 });
    expect(await deliverDueMails(t.ctx)).toBe(0);
  });

  it('refuses half a configuration at start-up, saying what goes with what', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://a:b@mail.example.com:587' })).toThrow(
      /SMTP_URL and MAIL_FROM go together/,
    );
    expect(() => loadEnv({ MAIL_FROM: 'x@example.com' })).toThrow(/SMTP_URL and MAIL_FROM go together/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'x@example.com' })).toThrow(
      /SMTP_URL must look like/,
    );
  });
});
