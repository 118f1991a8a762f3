import { getWebhookDeliveries, replayWebhookDelivery } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryQueryKeys } from '../../../lib/delivery-query-keys';

export const DELIVERY_LOG_PAGE_SIZE = 10;

/** GET webhooks/get-webhook-deliveries: one endpoint's log, newest first. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: [...deliveryQueryKeys.webhookDeliveries(endpointId), page],
    queryFn: async () => {
      const response = await callApi(getWebhookDeliveries, {
        query: { endpoint_id: endpointId, page: String(page), limit: String(DELIVERY_LOG_PAGE_SIZE) },
      });
      return { deliveries: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** webhooks/replay-webhook-delivery: sends again at once with the same webhook-id. */
export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await callApi(replayWebhookDelivery, { body: { delivery_id: deliveryId } })).result,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.webhookDeliveries(endpointId) }),
  });
}
