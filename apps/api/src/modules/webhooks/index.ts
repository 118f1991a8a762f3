export {
  INTEGRATION_QUEUE,
  WEBHOOK_QUEUE,
  attemptIntegrationDelivery,
  attemptWebhookDelivery,
  createLeadOptOutDeliveries,
  createPurchaseDeliveries,
  processDueDeliveries,
  queueDeliveries,
  stopDeliveriesOfPurchase,
  type CreatedDeliveries,
} from './deliveries.service.js';
export { isSheetVerified } from './sheet-verification.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { deleteAllEndpoints } from './webhook-endpoints.service.js';
