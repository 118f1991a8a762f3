import { getAuditActors, getAuditLog } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';
import type { AuditLogQuery } from '../audit-filters';

/** GET admin/get-audit-log, newest first, with the records named; the previous page stays while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: [...adminQueryKeys.auditLog, query],
    queryFn: async () => {
      const response = await callApi(getAuditLog, { query });
      return { entries: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-audit-actors: who appears in the log, for the "who" filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: [...adminQueryKeys.auditLog, 'actors'],
    queryFn: async () => (await callApi(getAuditActors)).result,
  });
}
