import { createApiKey, getApiKeys, revokeApiKey, rotateApiKey, type BodyOf } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryQueryKeys } from '../../../lib/delivery-query-keys';

/** GET api-keys/get-api-keys: names and prefixes, never the keys. */
export function useApiKeys() {
  return useQuery({
    queryKey: deliveryQueryKeys.apiKeys,
    queryFn: async () => (await callApi(getApiKeys)).result,
  });
}

/**
 * Mutations whose result carries a key are garbage-collected at once (gcTime 0) and reset by the
 * caller after it has taken the key, so the key never lingers in TanStack's mutation cache.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (body: BodyOf<typeof createApiKey>) => (await callApi(createApiKey, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.apiKeys }),
  });
}

export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (id: string) => (await callApi(rotateApiKey, { body: { id } })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(revokeApiKey, { body: { id } })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.apiKeys }),
  });
}
