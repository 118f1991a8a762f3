import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loggerOptions } from './logger.js';
import { useTestApp } from '../../test/helpers.js';

/** Request lines cost more CPU than a simple request itself (docs/performance.md): debug level only. */
const t = useTestApp({ leadCount: 10 });

async function logLinesOf(level: string, urls: string[]) {
  const lines: string[] = [];
  const app = await createApp(t.ctx, { logger: loggerOptions(level, { write: (line) => lines.push(line) }) });
  try {
    for (const url of urls) await app.inject({ url });
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  } finally {
    await app.close();
  }
}

describe('request logs', () => {
  it('write nothing per request at the default level (info)', async () => {
    const lines = await logLinesOf('info', ['/api/v1/health', '/api/v1/no-such-endpoint']);
    expect(lines).toEqual([]);
  });

  it('write one line per request, with method, path and status, at debug level', async () => {
    const lines = await logLinesOf('debug', ['/api/v1/health', '/api/v1/no-such-endpoint']);
    expect(
      lines.map((l) => [l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode]),
    ).toEqual([
      ['request completed', '/api/v1/health', 200],
      ['request completed', '/api/v1/no-such-endpoint', 404],
    ]);
    expect(lines.every((l) => l.level === 20 && typeof l.responseTime === 'number')).toBe(true);
    expect(lines.every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('name the request of an error line at the default level too', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await createApp(t.ctx, {
      logger: loggerOptions('info', { write: (line) => lines.push(JSON.parse(line)) }),
    });
    app.get('/api/v1/test-failure', () => {
      throw new Error('boom');
    });
    try {
      const response = await app.inject({ url: '/api/v1/test-failure' });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((l) => typeof l.reqId === 'string' && l.reqId !== '')).toBe(true);
  });
});
