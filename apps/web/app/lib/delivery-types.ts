import type {
  apiKeySchema,
  getIntegrations,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@app/shared';
import type { z } from 'zod';

/** Response shapes of the delivery endpoints, inferred from the contracts (never written by hand). */
export type ApiKey = z.infer<typeof apiKeySchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type IntegrationsOverview = z.infer<(typeof getIntegrations)['response']>['result'];
