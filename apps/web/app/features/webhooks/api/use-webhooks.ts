import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookEndpoints,
  rotateWebhookSecret,
  sendTestWebhook,
  type BodyOf,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryQueryKeys } from '../../../lib/delivery-query-keys';

/** GET webhooks/get-webhook-endpoints. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: deliveryQueryKeys.webhookEndpoints,
    queryFn: async () => (await callApi(getWebhookEndpoints)).result,
  });
}

function useInvalidateEndpoints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.webhookEndpoints });
}

/** Its result carries the signing secret: gcTime 0, and the caller resets it once shown. */
export function useCreateWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    gcTime: 0,
    mutationFn: async (body: BodyOf<typeof createWebhookEndpoint>) =>
      (await callApi(createWebhookEndpoint, { body })).result,
    onSuccess: invalidate,
  });
}

/** Its result carries the new signing secret: gcTime 0, and the caller resets it once shown. */
export function useRotateWebhookSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    gcTime: 0,
    mutationFn: async (id: string) => (await callApi(rotateWebhookSecret, { body: { id } })).result,
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(deleteWebhookEndpoint, { body: { id } })).result,
    onSuccess: invalidate,
  });
}

export function useEnableWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(enableWebhookEndpoint, { body: { id } })).result,
    onSuccess: invalidate,
  });
}

/** webhooks/send-test-event sends at once, so the log is refreshed right after. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(sendTestWebhook, { body: { id } })).result,
    onSettled: (_data, _error, id) =>
      queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.webhookDeliveries(id) }),
  });
}
