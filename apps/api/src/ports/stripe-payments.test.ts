import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentInputError, type PaymentsPort } from './payments.js';
import { createStripePayments, StripeWebhookSignatureError, verifyStripeWebhook } from './stripe-payments.js';

const SECRET_KEY = 'sk_test_51FakeKeyForTheLocalStandIn';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Reply = [status: number, body: unknown];

/**
 * A local stand-in for api.stripe.com: it records what the official SDK sends (form-encoded
 * bodies, headers) and answers the JSON objects Stripe documents for each call.
 */
async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      requests.push(recorded);
      const [status, body] = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function stripeError(type: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, message, ...extra } };
}

function paymentIntent(request: RecordedRequest, status: string, extra: Record<string, unknown> = {}) {
  const id = `pi_${request.body.get('amount')}_${request.headers['idempotency-key'] as string}`;
  return {
    id,
    object: 'payment_intent',
    amount: Number(request.body.get('amount')),
    currency: request.body.get('currency'),
    customer: request.body.get('customer'),
    payment_method: request.body.get('payment_method'),
    description: request.body.get('description'),
    client_secret: `${id}_secret_abc`,
    livemode: false,
    status,
    last_payment_error: null,
    ...extra,
  };
}

function card(id: string, brand: string, last4: string, expMonth: number, expYear: number) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer: 'cus_existing',
    livemode: false,
    card: {
      brand,
      last4,
      exp_month: expMonth,
      exp_year: expYear,
      country: 'US',
      funding: 'credit',
      fingerprint: `fp_${brand}_${last4}`,
    },
  };
}

const NO_SUCH_PAYMENT_METHOD = stripeError('invalid_request_error', "No such PaymentMethod: 'pm_missing'", {
  code: 'resource_missing',
  param: 'payment_method',
});

function answer(request: RecordedRequest): Reply {
  if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
    return [401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_***rong')];
  }
  const route = `${request.method} ${request.path}`;
  if (route === 'POST /v1/customers') {
    if (request.body.get('payment_method') === 'pm_missing') return [400, NO_SUCH_PAYMENT_METHOD];
    return [
      200,
      {
        id: 'cus_created',
        object: 'customer',
        email: request.body.get('email'),
        name: request.body.get('name'),
        livemode: false,
        invoice_settings: {
          default_payment_method: request.body.get('invoice_settings[default_payment_method]'),
        },
      },
    ];
  }
  const attach = /^POST \/v1\/payment_methods\/([^/]+)\/attach$/.exec(route);
  if (attach) {
    if (attach[1] === 'pm_missing') return [400, NO_SUCH_PAYMENT_METHOD];
    if (attach[1] === 'pm_card_chargeDeclined') {
      return [
        402,
        stripeError('card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        }),
      ];
    }
    return [
      200,
      { ...card(attach[1] ?? '', 'visa', '4242', 12, 2030), customer: request.body.get('customer') },
    ];
  }
  const retrieve = /^GET \/v1\/payment_methods\/([^/]+)$/.exec(route);
  if (retrieve) return [200, card(retrieve[1] ?? '', 'visa', '4242', 12, 2030)];
  const customerUpdate = /^POST \/v1\/customers\/([^/]+)$/.exec(route);
  if (customerUpdate) {
    return [
      200,
      {
        id: customerUpdate[1],
        object: 'customer',
        livemode: false,
        invoice_settings: {
          default_payment_method: request.body.get('invoice_settings[default_payment_method]'),
        },
      },
    ];
  }
  if (route === 'GET /v1/customers/cus_existing/payment_methods') {
    return [
      200,
      {
        object: 'list',
        url: '/v1/customers/cus_existing/payment_methods',
        has_more: false,
        data: [card('pm_visa', 'visa', '4242', 12, 2030), card('pm_mc', 'mastercard', '4444', 3, 2031)],
      },
    ];
  }
  if (route === 'POST /v1/payment_intents') return answerPaymentIntent(request);
  return [404, stripeError('invalid_request_error', `Unrecognized request URL (${route})`)];
}

function answerPaymentIntent(request: RecordedRequest): Reply {
  switch (request.body.get('amount')) {
    case '9900':
      return [200, paymentIntent(request, 'succeeded')];
    case '3300':
      return [200, paymentIntent(request, 'requires_action', { next_action: { type: 'use_stripe_sdk' } })];
    case '4400':
      return [200, paymentIntent(request, 'processing')];
    case '666':
      return [
        402,
        stripeError('card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
          payment_intent: paymentIntent(request, 'requires_payment_method'),
        }),
      ];
    case '3301':
      // What Stripe answers when an off-session charge needs 3-D Secure.
      return [
        402,
        stripeError('card_error', 'Your card was declined. This transaction requires authentication.', {
          code: 'authentication_required',
          decline_code: 'authentication_required',
          payment_intent: paymentIntent(request, 'requires_payment_method'),
        }),
      ];
    default:
      return [500, stripeError('api_error', 'An unknown error occurred')];
  }
}

describe('Stripe payment adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let payments: PaymentsPort;
  const chargeRequest = {
    customerId: 'cus_existing',
    paymentMethodId: 'pm_visa',
    description: 'Pro plan, monthly renewal',
    idempotencyKey: 'renewal-sub_1-2025-06',
    metadata: { subscription_id: 'sub_1' },
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    payments = createStripePayments({
      secretKey: SECRET_KEY,
      apiBase: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('is the real adapter, not a test mode', () => {
    expect(payments.name).toBe('stripe');
    expect(payments.isOffline).toBe(false);
  });

  it('charges off-session with the secret key, the pinned API version and our idempotency key', async () => {
    const result = await payments.charge({ ...chargeRequest, amountCents: 9900 });

    expect(result).toEqual({
      status: 'succeeded',
      providerPaymentId: 'pi_9900_renewal-sub_1-2025-06',
      failureReason: null,
      clientSecret: null,
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers['idempotency-key']).toBe('renewal-sub_1-2025-06');
    expect(sent?.headers['stripe-version']).toBe('2025-08-27.basil');
    expect(Object.fromEntries(sent?.body ?? [])).toEqual({
      amount: '9900',
      currency: 'usd',
      customer: 'cus_existing',
      payment_method: 'pm_visa',
      off_session: 'true',
      confirm: 'true',
      description: 'Pro plan, monthly renewal',
      'metadata[subscription_id]': 'sub_1',
    });
  });

  it("reports a decline as failed with Stripe's message for the cardholder", async () => {
    const result = await payments.charge({ ...chargeRequest, amountCents: 666 });
    expect(result).toEqual({
      status: 'failed',
      providerPaymentId: 'pi_666_renewal-sub_1-2025-06',
      failureReason: 'Your card was declined.',
      clientSecret: null,
    });
  });

  it('asks for the customer when the payment intent requires action, with its client secret', async () => {
    const result = await payments.charge({ ...chargeRequest, amountCents: 3300 });
    expect(result).toEqual({
      status: 'requires_action',
      providerPaymentId: 'pi_3300_renewal-sub_1-2025-06',
      failureReason: null,
      clientSecret: 'pi_3300_renewal-sub_1-2025-06_secret_abc',
    });
  });

  it('turns an off-session authentication_required decline into requires_action', async () => {
    const result = await payments.charge({ ...chargeRequest, amountCents: 3301 });
    expect(result).toEqual({
      status: 'requires_action',
      providerPaymentId: 'pi_3301_renewal-sub_1-2025-06',
      failureReason: 'Your card was declined. This transaction requires authentication.',
      clientSecret: 'pi_3301_renewal-sub_1-2025-06_secret_abc',
    });
  });

  it('leaves a processing payment pending for the webhook, never succeeded', async () => {
    const result = await payments.charge({ ...chargeRequest, amountCents: 4400 });
    expect(result).toEqual({
      status: 'requires_action',
      providerPaymentId: 'pi_4400_renewal-sub_1-2025-06',
      failureReason: null,
      clientSecret: null,
    });
  });

  it('throws on a Stripe server error after two retries that reuse the same idempotency key', async () => {
    await expect(payments.charge({ ...chargeRequest, amountCents: 500 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual(
      Array(3).fill('renewal-sub_1-2025-06'),
    );
  });

  it('throws, rather than reporting a payment result, when the API key is wrong', async () => {
    const wrongKey = createStripePayments({
      secretKey: 'sk_test_wrong',
      apiBase: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    });
    await expect(wrongKey.charge({ ...chargeRequest, amountCents: 9900 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(
      wrongKey.savePaymentMethod({
        customerId: null,
        email: 'a@b.co',
        name: 'A',
        paymentMethodId: 'pm_visa',
      }),
    ).rejects.not.toBeInstanceOf(PaymentInputError);
  });

  it('creates the customer with the card attached as its default when there is none yet', async () => {
    const saved = await payments.savePaymentMethod({
      customerId: null,
      email: 'jo@example.com',
      name: 'Jo Agent',
      paymentMethodId: 'pm_new',
    });

    expect(saved).toEqual({
      customerId: 'cus_created',
      paymentMethodId: 'pm_new',
      fingerprint: 'fp_visa_4242',
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'GET /v1/payment_methods/pm_new',
    ]);
    expect(Object.fromEntries(fake.requests[0]?.body ?? [])).toEqual({
      email: 'jo@example.com',
      name: 'Jo Agent',
      payment_method: 'pm_new',
      'invoice_settings[default_payment_method]': 'pm_new',
    });
  });

  it('attaches the card to an existing customer and makes it the default', async () => {
    const saved = await payments.savePaymentMethod({
      customerId: 'cus_existing',
      email: 'jo@example.com',
      name: 'Jo Agent',
      paymentMethodId: 'pm_second',
    });

    expect(saved).toEqual({
      customerId: 'cus_existing',
      paymentMethodId: 'pm_second',
      fingerprint: 'fp_visa_4242',
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_methods/pm_second/attach',
      'POST /v1/customers/cus_existing',
    ]);
    expect(fake.requests[0]?.body.get('customer')).toBe('cus_existing');
    expect(fake.requests[1]?.body.get('invoice_settings[default_payment_method]')).toBe('pm_second');
  });

  it('refuses a card number or a missing payment method without calling Stripe', async () => {
    const base = { customerId: null, email: 'jo@example.com', name: 'Jo Agent' };
    for (const request of [
      base,
      { ...base, testCard: { number: '4242424242424242', expMonth: 12, expYear: 2030 } },
    ]) {
      const error = await payments.savePaymentMethod(request).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(PaymentInputError);
      expect(error).toMatchObject({
        field: 'payment_method_id',
        message: 'Add your card with the secure card form',
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("turns Stripe's card and invalid-request errors into input errors with Stripe's message", async () => {
    const cases = [
      { customerId: null, paymentMethodId: 'pm_missing', message: "No such PaymentMethod: 'pm_missing'" },
      {
        customerId: 'cus_existing',
        paymentMethodId: 'pm_missing',
        message: "No such PaymentMethod: 'pm_missing'",
      },
      {
        customerId: 'cus_existing',
        paymentMethodId: 'pm_card_chargeDeclined',
        message: 'Your card was declined.',
      },
    ];
    for (const { message, ...request } of cases) {
      const error = await payments
        .savePaymentMethod({ ...request, email: 'jo@example.com', name: 'Jo Agent' })
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(PaymentInputError);
      expect(error).toMatchObject({ field: 'payment_method_id', message });
    }
  });

  it("lists the customer's cards with brand, last four digits and expiry, marked as test cards", async () => {
    const methods = await payments.listPaymentMethods('cus_existing');

    expect(methods).toEqual([
      { id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_test: true },
      { id: 'pm_mc', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031, is_test: true },
    ]);
    expect(fake.requests[0]?.method).toBe('GET');
    expect(fake.requests[0]?.path).toBe('/v1/customers/cus_existing/payment_methods');
    expect(fake.requests[0]?.query.get('type')).toBe('card');
  });
});

describe('Stripe webhook verification', () => {
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-08-27.basil',
    created: 1_750_000_000,
    livemode: false,
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } },
  });

  it('returns the event when Stripe signed the raw body with our secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    for (const body of [payload, Buffer.from(payload)]) {
      const event = verifyStripeWebhook(body, header, secret);
      expect(event).toMatchObject({
        id: 'evt_test_1',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1' } },
      });
    }
  });

  it('refuses a tampered body, another secret or a missing signature', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace('"succeeded"}', '"canceled"}');
    expect(tampered).not.toBe(payload);
    expect(() => verifyStripeWebhook(tampered, header, secret)).toThrow(StripeWebhookSignatureError);
    expect(() => verifyStripeWebhook(payload, header, 'whsec_other')).toThrow(StripeWebhookSignatureError);
    expect(() => verifyStripeWebhook(payload, undefined, secret)).toThrow('Missing Stripe-Signature header');
    expect(() => verifyStripeWebhook(payload, 'garbage', secret)).toThrow(StripeWebhookSignatureError);
  });
});
