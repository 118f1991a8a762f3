import { createServer, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import { APP_URL, createCustomer, createLead, fundWallet, sessionFor, type TestApp } from './helpers.js';

/** ok: 204; error: 503; redirect: 302 to the metadata address; down: the connection is cut. */
export type ReceiverMode = 'ok' | 'error' | 'redirect' | 'down';

export interface ReceivedRequest {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 that fails the way receivers fail, switchable at any time.
 * `received` holds the requests it answered; `refused` those whose connection it cut ('down').
 */
export async function startWebhookReceiver() {
  const receiver = {
    mode: 'ok' as ReceiverMode,
    received: [] as ReceivedRequest[],
    refused: [] as ReceivedRequest[],
    base: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (receiver.mode === 'down') {
        receiver.refused.push({ headers: request.headers, body });
        return request.socket.destroy();
      }
      receiver.received.push({ headers: request.headers, body });
      if (receiver.mode === 'error') return response.writeHead(503).end('maintenance');
      if (receiver.mode === 'redirect')
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  receiver.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return receiver;
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A funded member with one webhook endpoint pointing at the receiver. */
export async function buyerWithEndpoint(t: TestApp, receiver: Pick<WebhookReceiver, 'base'>, email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 50_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/create-webhook-endpoint',
    headers,
    payload: { url: `${receiver.base}/hooks/${email}` },
  });
  expect(created.statusCode).toBe(200);
  return { user, headers, endpoint: created.json().result as { _id: string; secret: string } };
}

/** Buys a new $10 exclusive lead; its sale queues one delivery per endpoint of the buyer. */
export async function buyExclusiveLead(t: TestApp, headers: Record<string, string>) {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 1_000 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers,
    payload: { lead_id: lead.id },
  });
  expect(response.statusCode).toBe(200);
  return lead;
}
