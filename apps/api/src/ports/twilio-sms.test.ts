import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { SmsOptedOutError } from './sms.js';
import { createTwilioSms } from './twilio-sms.js';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'f3b1c0ffee0ddba11f3b1c0ffee0ddba';
const FROM = '+15125550199';
const MESSAGING_SERVICE_SID = 'MG0123456789abcdef0123456789abcdef';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

type Reply = { status: number; body: unknown };

/** A local stand-in for api.twilio.com that answers as the Messages resource documents. */
async function startFakeTwilio() {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: req.url ?? '/', headers: req.headers, form });
      const reply = replies.shift() ?? {
        status: 201,
        body: {
          sid: 'SM0123456789abcdef0123456789abcdef',
          account_sid: ACCOUNT_SID,
          to: form.get('To'),
          body: form.get('Body'),
          status: 'queued',
        },
      };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    replies,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
beforeEach(() => {
  twilio.requests.length = 0;
  twilio.replies.length = 0;
});

const message = {
  to: '+14025550100',
  body: 'SellerSignal: 3 new leads match your saved searches (Omaha deals). Reply STOP to opt out.',
  template: 'new-lead-alert',
};

describe('the Twilio SMS adapter', () => {
  it('posts the text form-encoded to the account’s Messages resource with Basic auth', async () => {
    const sms = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: twilio.baseUrl,
    });
    await sms.send(message);
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+14025550100', From: FROM, Body: message.body });
    expect(sms.name).toBe('twilio');
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const sms = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: MESSAGING_SERVICE_SID,
      baseUrl: `${twilio.baseUrl}/`,
    });
    await sms.send(message);
    expect(Object.fromEntries(twilio.requests[0]!.form)).toEqual({
      To: '+14025550100',
      MessagingServiceSid: MESSAGING_SERVICE_SID,
      Body: message.body,
    });
    expect(twilio.requests[0]!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
  });

  it('throws with Twilio’s own message when the text is refused', async () => {
    const sms = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: twilio.baseUrl,
    });
    twilio.replies.push({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +14025550100 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    await expect(sms.send(message)).rejects.toThrow(
      "Twilio refused the text: The 'To' number +14025550100 is not a valid phone number. (error 21211, HTTP 400)",
    );

    twilio.replies.push({
      status: 401,
      body: {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      },
    });
    await expect(sms.send(message)).rejects.toThrow(
      'Twilio refused the text: Authenticate (error 20003, HTTP 401)',
    );

    twilio.replies.push({ status: 503, body: 'not json' });
    await expect(sms.send(message)).rejects.toThrow('Twilio refused the text: no error message (HTTP 503)');
  });

  it('reports a number that opted out (error 21610) as such, so it goes on the opt-out list', async () => {
    const sms = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: twilio.baseUrl,
    });
    twilio.replies.push({
      status: 400,
      body: {
        code: 21610,
        message: 'Attempt to send to unsubscribed recipient',
        more_info: 'https://www.twilio.com/docs/errors/21610',
        status: 400,
      },
    });
    const refused = await sms.send(message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsOptedOutError);
    expect((refused as SmsOptedOutError).phone).toBe(message.to);
  });

  it('says so when Twilio cannot be reached', async () => {
    const closed = await startFakeTwilio();
    await closed.close();
    const sms = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: closed.baseUrl,
    });
    await expect(sms.send(message)).rejects.toThrow('Twilio could not be reached');
  });

  it('refuses to start without its credentials', () => {
    expect(() => createTwilioSms({ accountSid: ACCOUNT_SID, authToken: '', from: FROM })).toThrow(
      'createTwilioSms: accountSid, authToken and from are required',
    );
  });
});

describe('the TWILIO_* configuration', () => {
  it('is all or nothing, so a half-configured server does not quietly text nobody', () => {
    expect(loadEnv({}).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(
      loadEnv({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: MESSAGING_SERVICE_SID,
      }).TWILIO_FROM,
    ).toBe(MESSAGING_SERVICE_SID);
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: ACCOUNT_SID })).toThrow(
      'Invalid configuration:\n  TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN is required when any TWILIO_* variable is set\n  TWILIO_FROM: TWILIO_FROM is required when any TWILIO_* variable is set',
    );
    expect(() =>
      loadEnv({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '402-555-0100',
      }),
    ).toThrow('TWILIO_FROM must be a number in E.164');
  });
});
