import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { createPurchaseDeliveries, queueDeliveries, type CreatedDeliveries } from '../webhooks/index.js';
import type { OnSale } from './purchases.service.js';

/**
 * Runs something that sells a lead (a purchase, a replacement) with the sale's delivery rows
 * written in its transaction (a transactional outbox), then queues the deliveries once it commits.
 */
export async function withSaleDeliveries<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  run: (onSale: OnSale) => Promise<T>,
): Promise<T> {
  let created: CreatedDeliveries = { webhookIds: [], integrationIds: [] };
  const outcome = await run(async (tx, purchaseId) => {
    created = await createPurchaseDeliveries(tx, purchaseId, ctx.clock.now());
  });
  await queueDeliveries(ctx, created).catch((error: unknown) =>
    log.error({ err: error }, 'queueing deliveries failed; the sweeper will send them'),
  );
  return outcome;
}
