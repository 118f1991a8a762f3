import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, phoneVerifications, subscriptions, users } from '../../db/schema/index.js';
import { APP_URL, createCustomer, freshIp, givePlan, sessionFor, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });

let memberNumber = 0;
/** A member on a plan with text alerts (Pro), unless told otherwise (decision 029). */
async function member(plan: 'basic' | 'pro' | null = 'pro') {
  const { user } = await createCustomer(t.ctx, { email: `phone-${++memberNumber}@example.com` });
  if (plan) await givePlan(t.ctx, user.id, plan);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}

const post = (headers: Record<string, string>, path: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${path}`,
    headers,
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });

async function textedCode(phone: string) {
  const [text] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, 'phone-verification')))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return { body: text!.body, code: /\b(\d{6})\b/.exec(text!.body)![1]! };
}

const alertPhoneOf = async (userId: string) =>
  (await t.ctx.db.select({ phone: users.alertPhone }).from(users).where(eq(users.id, userId)))[0]!.phone;

describe('the alert phone is verified by a texted code (issue 15.8)', () => {
  it('texts a 6-digit code and keeps the number out of alerts until the member types it back', async () => {
    const { user, headers } = await member();
    const sent = await post(headers, 'send-alert-phone-code', { phone: '(402) 555-0100' });
    expect(sent.json()).toEqual({
      message: 'Data added successfully',
      result: { pending_phone: '+14025550100', expires_at: '2026-11-21T15:10:00.000Z' },
    });
    const { body, code } = await textedCode('+14025550100');
    expect(body).toBe(
      `SellerSignal: ${code} is your code to turn on new-lead text alerts. It expires in 10 minutes. Did not ask for it? Ignore this text.`,
    );
    expect(await alertPhoneOf(user.id)).toBeNull();
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers })).json().result.alert_phone).toBeNull();
    const [stored] = await t.ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, user.id));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(headers, 'confirm-alert-phone', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'body.code', message: 'This code is not right. 4 tries left.' },
    ]);
    const confirmed = await post(headers, 'confirm-alert-phone', { code });
    expect(confirmed.json()).toEqual({
      message: 'Data edited successfully',
      result: { alert_phone: '+14025550100' },
    });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers })).json().result.alert_phone).toBe(
      '+14025550100',
    );
    const removed = await post(headers, 'remove-alert-phone');
    expect(removed.json().result).toEqual({ alert_phone: null });
    expect(await alertPhoneOf(user.id)).toBeNull();
  });

  it('ends a code after 5 wrong tries and after 10 minutes', async () => {
    const tried = await member();
    await post(tried.headers, 'send-alert-phone-code', { phone: '(402) 555-0101' });
    const { code } = await textedCode('+14025550101');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post(tried.headers, 'confirm-alert-phone', { code: wrongCode })).json().detail);
    expect(answers.at(-1)).toBe('This code is not right, and that was the last try. Ask for a new code.');
    const late = await post(tried.headers, 'confirm-alert-phone', { code });
    expect(late.json().detail).toBe('This code has expired or was tried too many times. Ask for a new code.');
    expect(await alertPhoneOf(tried.user.id)).toBeNull();

    const slow = await member();
    await post(slow.headers, 'send-alert-phone-code', { phone: '(402) 555-0102' });
    const slowCode = (await textedCode('+14025550102')).code;
    t.clock.advance(10 * 60_000);
    expect((await post(slow.headers, 'confirm-alert-phone', { code: slowCode })).statusCode).toBe(400);
    expect(await alertPhoneOf(slow.user.id)).toBeNull();
  });

  it('never accepts the code of another member or another number', async () => {
    const a = await member();
    const b = await member();
    await post(a.headers, 'send-alert-phone-code', { phone: '(402) 555-0103' });
    const { code } = await textedCode('+14025550103');
    await post(b.headers, 'send-alert-phone-code', { phone: '(402) 555-0104' });
    expect((await post(b.headers, 'confirm-alert-phone', { code })).statusCode).toBe(400);
    await post(a.headers, 'send-alert-phone-code', { phone: '(402) 555-0105' });
    expect((await post(a.headers, 'confirm-alert-phone', { code })).statusCode).toBe(400);
  });

  it('sends at most 3 codes an hour to one number and 5 from one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { headers } = await member();
      statuses.push((await post(headers, 'send-alert-phone-code', { phone: '(402) 555-0110' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const { headers } = await member();
    const own: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await post(headers, 'send-alert-phone-code', { phone: `(402) 555-012${i}` });
      own.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(own).toEqual([200, 200, 200, 200, 200, 429]);
    const texts = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, '+14025550110'), eq(outboxMessages.channel, 'sms')));
    expect(texts).toHaveLength(3);
  });

  it.each(['12345', '+44 20 7946 0958', ''])(
    'refuses %j, naming body.phone, and texts nothing',
    async (phone) => {
      const { headers } = await member();
      const response = await post(headers, 'send-alert-phone-code', { phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'body.phone', message: 'Enter a US mobile number, e.g. (402) 555-0100' },
      ]);
    },
  );

  it('is for plans with text alerts: refused before any code is texted or counted (decision 029)', async () => {
    const basic = await member('basic');
    const refused = await post(basic.headers, 'send-alert-phone-code', { phone: '(402) 555-0140' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: 'Failed to add data',
      result: null,
      detail:
        'Your Basic plan does not include new-lead text alerts: upgrade to Pro to get them. Saved-search alerts still come by e-mail.',
    });
    const none = await member(null);
    expect(
      (await post(none.headers, 'send-alert-phone-code', { phone: '(402) 555-0140' })).json().detail,
    ).toBe(
      'New-lead text alerts come with a plan: subscribe to Pro to get them. Saved-search alerts still come by e-mail.',
    );
    const texts = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+14025550140'));
    expect(texts).toEqual([]);

    // The plan ends between the code and its confirmation: the number is not set, the try not spent.
    const lapsing = await member();
    await post(lapsing.headers, 'send-alert-phone-code', { phone: '(402) 555-0141' });
    const { code } = await textedCode('+14025550141');
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: t.clock.now() })
      .where(eq(subscriptions.userId, lapsing.user.id));
    expect((await post(lapsing.headers, 'confirm-alert-phone', { code })).statusCode).toBe(402);
    expect(await alertPhoneOf(lapsing.user.id)).toBeNull();
    const [pending] = await t.ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, lapsing.user.id));
    expect(pending!.attempts).toBe(0);
  });

  it('needs a signed-in member', async () => {
    const response = await post({ origin: APP_URL }, 'send-alert-phone-code', { phone: '(402) 555-0100' });
    expect(response.statusCode).toBe(401);
  });
});
