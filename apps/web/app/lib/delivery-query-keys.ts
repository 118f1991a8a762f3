import { customerQueryKeys } from './customer-query-keys';

/**
 * Under the customer area's 'customer' prefix, so signing out drops them too. None of these ever
 * holds a key, secret or feed URL: those come only from mutations and live in component state.
 */
export const deliveryQueryKeys = {
  apiKeys: [...customerQueryKeys.all, 'api-keys'] as const,
  webhookEndpoints: [...customerQueryKeys.all, 'webhook-endpoints'] as const,
  webhookDeliveries: (endpointId: string) =>
    [...customerQueryKeys.all, 'webhook-deliveries', endpointId] as const,
  integrations: [...customerQueryKeys.all, 'integrations'] as const,
};
