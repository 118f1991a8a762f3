import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, smsOptOuts, users } from '../../db/schema/index.js';
import { twilioSignature } from '../../lib/twilio-signature.js';
import { SmsOptedOutError, honourOptOuts } from '../../ports/sms.js';
import { sendNewLeadTexts } from '../saved-searches/sms-alerts.service.js';
import { APP_URL, createCustomer, givePlan, sessionFor, useTestApp } from '../../../test/helpers.js';
import { START_WORDS, STOP_WORDS } from './sms-replies.service.js';

/*
 * Issue 19.2: texts honour STOP. Twilio posts each reply to our number, signed with the account's
 * auth token; stop words pause every text to the number, start words resume, HELP is answered.
 */
const t = useTestApp({ leadCount: 5 });
const AUTH_TOKEN = 'f3b1c0ffee0ddba11f3b1c0ffee0ddba';
const URL_PATH = '/api/v1/sms/twilio-inbound';

function inbound(params: Record<string, string>, signature?: string) {
  const body = new URLSearchParams(params).toString();
  return t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined
        ? { 'x-twilio-signature': twilioSignature(AUTH_TOKEN, `${APP_URL}${URL_PATH}`, params) }
        : signature
          ? { 'x-twilio-signature': signature }
          : {}),
    },
    payload: body,
  });
}
const reply = (from: string, body: string, signature?: string) =>
  inbound(
    { MessageSid: 'SM0123', AccountSid: 'AC0123', From: from, To: '+15125550199', Body: body },
    signature,
  );
const optOutOf = async (phone: string) =>
  (await t.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)))[0];

describe('replies to our texts', () => {
  it('is not there without Twilio, and refuses unsigned or wrongly signed requests without changing anything', async () => {
    t.ctx.twilioAuthToken = null;
    expect((await reply('+15125550101', 'STOP')).statusCode).toBe(404);
    t.ctx.twilioAuthToken = AUTH_TOKEN;
    const unsigned = await reply('+15125550101', 'STOP', '');
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().detail).toBe('The Twilio signature is missing or invalid.');
    const forged = await reply(
      '+15125550101',
      'STOP',
      twilioSignature('another-token', `${APP_URL}${URL_PATH}`, {}),
    );
    expect(forged.statusCode).toBe(403);
    // Signed for other parameters: the body was changed on the way.
    const tampered = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(AUTH_TOKEN, `${APP_URL}${URL_PATH}`, {
          From: '+15125550101',
          Body: 'HELLO',
        }),
      },
      payload: new URLSearchParams({ From: '+15125550101', Body: 'STOP' }).toString(),
    });
    expect(tampered.statusCode).toBe(403);
    expect(await optOutOf('+15125550101')).toBeUndefined();
  });

  it('stops every text to the number on each stop word, and resumes on each start word', async () => {
    t.ctx.twilioAuthToken = AUTH_TOKEN;
    for (const [i, word] of STOP_WORDS.entries()) {
      const phone = `+1512555020${i}`;
      const answer = await reply(phone, i % 2 ? ` ${word.toLowerCase()} ` : word);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      expect(await optOutOf(phone)).toMatchObject({ source: 'reply', keyword: word });
      await expect(t.ctx.sms.send({ to: phone, body: 'x', template: 'test' })).rejects.toBeInstanceOf(
        SmsOptedOutError,
      );
    }
    for (const [i, word] of START_WORDS.entries()) {
      const phone = `+1512555020${i}`;
      expect((await reply(phone, word)).statusCode).toBe(200);
      expect(await optOutOf(phone)).toBeUndefined();
      await t.ctx.sms.send({ to: phone, body: 'back again', template: 'test' });
    }
    const sent = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.body, 'back again'));
    expect(sent).toHaveLength(START_WORDS.length);
    // Anything else changes nothing.
    expect((await reply('+15125550299', 'Stop texting me please')).statusCode).toBe(200);
    expect(await optOutOf('+15125550299')).toBeUndefined();
  });

  it('answers HELP with the brand, the support address and how to stop', async () => {
    t.ctx.twilioAuthToken = AUTH_TOKEN;
    const answer = await reply('+15125550300', 'help');
    expect(answer.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>SellerSignal new-lead alerts. Help: support@sellersignal.io. Reply STOP to stop texts, START to resume. Msg&amp;data rates may apply.</Message></Response>',
    );
  });

  it('pauses a member’s alert texts, shows it in their settings, and refuses a code to the number', async () => {
    t.ctx.twilioAuthToken = AUTH_TOKEN;
    const { user } = await createCustomer(t.ctx, { email: 'stopper@example.com' });
    await givePlan(t.ctx, user.id, 'pro'); // a plan with text alerts (decision 029)
    const phone = '+15125550400';
    await t.ctx.db.update(users).set({ alertPhone: phone }).where(eq(users.id, user.id));
    const cookie = await sessionFor(t.ctx, user.id);
    const me = async () =>
      (await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).json().result;
    expect((await me()).alert_phone_paused_at).toBeNull();

    await reply(phone, 'STOP');
    expect((await me()).alert_phone_paused_at).toBe(t.clock.now().toISOString());
    const recipient = { userId: user.id, lastSmsAlertAt: null, searchCount: 1, leadIds: new Set(['a']) };
    expect(await sendNewLeadTexts(t.ctx, [recipient])).toBe(0);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.lastSmsAlertAt).toBeNull(); // the day is kept for when texts resume

    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-alert-phone-code',
      headers: { cookie, origin: APP_URL },
      payload: { phone: '(512) 555-0400' },
    });
    expect(code.statusCode).toBe(409);
    expect(code.json().errors[0].path).toBe('body.phone');
    expect(code.json().detail).toContain('This number replied STOP to our texts');

    await reply(phone, 'START');
    expect((await me()).alert_phone_paused_at).toBeNull();
    expect(await sendNewLeadTexts(t.ctx, [recipient])).toBe(1);
  });

  it('puts a number the provider refuses as opted out (21610) on the list at once', async () => {
    const refusing = honourOptOuts(
      {
        name: 'refusing',
        send: async (message) => {
          throw new SmsOptedOutError(message.to);
        },
      },
      t.ctx.db,
      () => t.clock.now(),
    );
    await expect(refusing.send({ to: '+15125550500', body: 'x', template: 'test' })).rejects.toBeInstanceOf(
      SmsOptedOutError,
    );
    expect(await optOutOf('+15125550500')).toMatchObject({ source: 'carrier', keyword: null });
  });
});
