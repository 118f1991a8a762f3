import { previewCharge, type BodyOf, type OrderSummary } from '@app/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

export type ChargeRequest = BodyOf<typeof previewCharge>;
export type { OrderSummary };

/** Under the billing key: whatever refreshes billing (a payment, a new card) quotes again. */
const previewChargeQuery = (request: ChargeRequest) =>
  queryOptions({
    queryKey: [...customerQueryKeys.billing, 'preview-charge', request] as const,
    queryFn: async () => (await callApi(previewCharge, { body: request })).result,
    // A bad promo code or a pack taken off sale is an answer, not a hiccup: no retry.
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * POST billing/preview-charge: the order summary shown before a charge. Nothing is charged.
 * Kept for a minute so the summary does not ask again when it appears; the charge itself
 * refuses a total that changed meanwhile (409 on expected_total).
 */
export function usePreviewCharge(request: ChargeRequest) {
  return useQuery({ ...previewChargeQuery(request), staleTime: 60_000 });
}

/**
 * Asks for a fresh summary before the form gives way to it, so a bad promo code or a missing plan
 * is shown under its field and the form stays.
 */
export function useReviewCharge() {
  const queryClient = useQueryClient();
  return useCallback(
    (request: ChargeRequest): Promise<OrderSummary> =>
      queryClient.fetchQuery({ ...previewChargeQuery(request), staleTime: 0 }),
    [queryClient],
  );
}
