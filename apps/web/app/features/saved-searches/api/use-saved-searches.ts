import { createSavedSearch, deleteSavedSearch, getSavedSearches, type BodyOf } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

/** GET leads/get-saved-searches. */
export function useSavedSearches() {
  return useQuery({
    queryKey: customerQueryKeys.savedSearches,
    queryFn: async () => (await callApi(getSavedSearches)).result,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof createSavedSearch>) =>
      (await callApi(createSavedSearch, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKeys.savedSearches }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteSavedSearch, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKeys.savedSearches }),
  });
}
