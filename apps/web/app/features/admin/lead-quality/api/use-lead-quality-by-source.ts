import { getAdminLeadQuality } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

/** GET admin/get-lead-quality: the public figures by the leads' source. */
export function useLeadQualityBySource() {
  return useQuery({
    queryKey: adminQueryKeys.leadQuality,
    queryFn: async () => (await callApi(getAdminLeadQuality)).result,
  });
}
