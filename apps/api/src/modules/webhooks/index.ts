export {
  INTEGRATION_ATTEMPT_BATCH,
  INTEGRATION_QUEUE,
  WEBHOOK_ATTEMPT_BATCH,
  WEBHOOK_QUEUE,
  attemptIntegrationDeliveries,
  attemptWebhookDeliveries,
  createLeadOptOutDeliveries,
  createPurchaseDeliveries,
  queueDeliveries,
  stopDeliveriesOfPurchase,
  type CreatedDeliveries,
} from './deliveries.service.js';
export { webhookDeliveryWindow } from './delivery-window.js';
export { firstAttemptsMade } from './first-attempts.js';
export { processDueDeliveries } from './sweep.js';
export { isSheetVerified } from './sheet-verification.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { deleteAllEndpoints } from './webhook-endpoints.service.js';
