import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema/index.js';
import { MAINTENANCE_QUEUE, startJobQueue } from './queue.js';
import { createLead, useTestApp } from '../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });

describe('the PostgreSQL-backed job queue (pg-boss)', () => {
  it('runs the maintenance job from the queue: an expired premium lead leaves the marketplace', async () => {
    const errors: unknown[] = [];
    const queue = await startJobQueue(t.ctx, t.database, (_message, error) => error && errors.push(error));
    try {
      const old = await createLead(t.ctx, {
        type: 'premium',
        publishedAt: new Date(t.clock.now().getTime() - 31 * 86_400_000),
      });
      await queue.boss.send(MAINTENANCE_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let status = 'published';
      while (Date.now() < deadline && status !== 'expired') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, old.id));
        status = row!.status;
      }
      expect(status).toBe('expired');
      expect(errors).toEqual([]);
      const schedules = await queue.boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(MAINTENANCE_QUEUE);
    } finally {
      await queue.stop();
    }
  }, 40_000);
});
