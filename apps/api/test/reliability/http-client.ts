import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { APP_URL } from '../helpers.js';

/** Sockets opened to the app: enough that a burst of requests really arrives at the same time. */
const CONNECTIONS = 256;

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { message: string; result: unknown; detail?: string };
}

async function isPortFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/**
 * Serves the app on a real socket (a port of the brief's range) and returns a client with many
 * connections, so concurrent requests are handled truly in parallel rather than one inject at a
 * time. The server closes with the app.
 */
export async function openHttpClient(app: FastifyInstance, ports: { from: number; to: number }) {
  let port = ports.from;
  while (!(await isPortFree(port))) {
    if (++port > ports.to) throw new Error(`no free port in ${ports.from}-${ports.to}`);
  }
  await app.listen({ host: '127.0.0.1', port });
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS });

  async function send(
    method: 'GET' | 'POST',
    path: string,
    cookie: string,
    payload?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const response = await pool.request({
      method,
      path: `/api/v1/${path}`,
      headers: {
        cookie,
        origin: APP_URL,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...extraHeaders,
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (await response.body.json()) as HttpAnswer['body'],
    };
  }

  /** A POST of exact bytes without a cookie, as a payment provider sends its signed webhooks. */
  async function raw(path: string, body: string, headers: Record<string, string>): Promise<HttpAnswer> {
    const response = await pool.request({
      method: 'POST',
      path: `/api/v1/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (await response.body.json()) as HttpAnswer['body'],
    };
  }

  return {
    raw,
    post: (path: string, cookie: string, payload: object, headers?: Record<string, string>) =>
      send('POST', path, cookie, payload, headers),
    get: (path: string, cookie: string) => send('GET', path, cookie),
    close: () => pool.close(),
  };
}

export type HttpClient = Awaited<ReturnType<typeof openHttpClient>>;
