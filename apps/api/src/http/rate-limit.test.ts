import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { enforceRateLimit } from './rate-limit.js';
import { useTestApp } from '../../test/helpers.js';

/** The shared counter is reserved a tenth of a window at a time (docs/performance.md, issue 8). */
const t = useTestApp({ leadCount: 10 });
const PULL_RULE = { max: 120, windowSeconds: 60 };
const FORM_RULE = { max: 5, windowSeconds: 900 };

const counterOf = async (key: string) =>
  (await t.ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

async function calls(key: string, rule: typeof PULL_RULE, count: number) {
  for (let i = 0; i < count; i++) await enforceRateLimit(t.ctx, key, rule);
}

async function refusal(key: string, rule: typeof PULL_RULE): Promise<AppError> {
  const error = await enforceRateLimit(t.ctx, key, rule).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rate limits', () => {
  it('a 120-a-minute key writes its counter once every 12 calls', async () => {
    await calls('test:pull-a', PULL_RULE, 1);
    expect(await counterOf('test:pull-a')).toBe(12);
    await calls('test:pull-a', PULL_RULE, 11);
    expect(await counterOf('test:pull-a')).toBe(12);
    await calls('test:pull-a', PULL_RULE, 1);
    expect(await counterOf('test:pull-a')).toBe(24);
  });

  it('lets exactly max calls through in a window, then answers 429 until the window ends', async () => {
    await calls('test:pull-b', PULL_RULE, 120);
    const refused = await refusal('test:pull-b', PULL_RULE);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfterSeconds).toBe(60);
    t.clock.advance(30_000);
    expect((await refusal('test:pull-b', PULL_RULE)).retryAfterSeconds).toBe(30);
    t.clock.advance(30_000);
    await calls('test:pull-b', PULL_RULE, 1);
    expect(await counterOf('test:pull-b')).toBe(12);
  });

  it('calls arriving together share one reservation: a client sending its 120 at once gets all 120', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 120 }, () => enforceRateLimit(t.ctx, 'test:pull-burst', PULL_RULE)),
    );
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
    expect(await counterOf('test:pull-burst')).toBe(120);
    expect((await refusal('test:pull-burst', PULL_RULE)).code).toBe('RATE_LIMITED');
  });

  it('a limit under 20 a window (sign-in, forms) counts every call', async () => {
    await calls('test:form', FORM_RULE, 3);
    expect(await counterOf('test:form')).toBe(3);
    await calls('test:form', FORM_RULE, 2);
    expect((await refusal('test:form', FORM_RULE)).retryAfterSeconds).toBe(900);
  });

  it('scales with the multiplier and still stops at max × multiplier', async () => {
    const scaled = { ...t.ctx, config: { ...t.ctx.config, rateLimitMultiplier: 10 } };
    for (let i = 0; i < 50; i++) await enforceRateLimit(scaled, 'test:scaled', FORM_RULE);
    expect(await counterOf('test:scaled')).toBe(50);
    const error = await enforceRateLimit(scaled, 'test:scaled', FORM_RULE).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('RATE_LIMITED');
  });
});
