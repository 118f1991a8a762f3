import { useQuery } from '@tanstack/react-query';
import type { UsStateCode, getLeadQuality } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the page loads no zod (decision 013). */
const GET_LEAD_QUALITY = endpointRoute<typeof getLeadQuality>('GET', 'lead-quality/get-lead-quality');

/** GET lead-quality/get-lead-quality: every state's figures, or one state's. */
export function useLeadQuality(state?: UsStateCode) {
  return useQuery({
    queryKey: ['lead-quality', state ?? 'all'],
    queryFn: async () => (await callApi(GET_LEAD_QUALITY, { query: state ? { state } : {} })).result,
  });
}
