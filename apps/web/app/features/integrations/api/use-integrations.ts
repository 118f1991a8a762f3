import {
  connectGoHighLevel,
  connectGoogleSheet,
  createCsvFeed,
  disconnectIntegration,
  getIntegrations,
  verifyGoogleSheet,
  type BodyOf,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryQueryKeys } from '../../../lib/delivery-query-keys';
import type { IntegrationsOverview } from '../../../lib/delivery-types';

/** GET integrations/get-integrations: the connections and the sheets service account; never a token. */
export function useIntegrations() {
  return useQuery({
    queryKey: deliveryQueryKeys.integrations,
    queryFn: async () => (await callApi(getIntegrations)).result,
  });
}

/** The connect and disconnect calls answer with the new overview (no secrets in it), so it is cached as is. */
function useOverviewMutation<V>(call: (variables: V) => Promise<IntegrationsOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (overview) => queryClient.setQueryData(deliveryQueryKeys.integrations, overview),
  });
}

export const useConnectGoogleSheet = () =>
  useOverviewMutation(
    async (body: BodyOf<typeof connectGoogleSheet>) => (await callApi(connectGoogleSheet, { body })).result,
  );

/** integrations/verify-google-sheet: the API reads the code back from the sheet; rows start only then. */
export const useVerifyGoogleSheet = () =>
  useOverviewMutation(async () => (await callApi(verifyGoogleSheet)).result);

/** The token is sent once and never comes back; gcTime 0 drops the variables that hold it. */
export function useConnectGoHighLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async (body: BodyOf<typeof connectGoHighLevel>) =>
      (await callApi(connectGoHighLevel, { body })).result,
    onSuccess: (overview) => queryClient.setQueryData(deliveryQueryKeys.integrations, overview),
  });
}

export const useDisconnectIntegration = () =>
  useOverviewMutation(
    async (kind: BodyOf<typeof disconnectIntegration>['kind']) =>
      (await callApi(disconnectIntegration, { body: { kind } })).result,
  );

/** The feed URL is its own credential: gcTime 0, and the caller resets it once shown. */
export function useCreateCsvFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: async () => (await callApi(createCsvFeed)).result.url,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryQueryKeys.integrations }),
  });
}
