import { getAuditLog } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

/** GET admin/get-audit-log, newest first, optionally one kind of record. */
export function useAuditLog(entity: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.auditLog, entity, page],
    queryFn: async () => {
      const response = await callApi(getAuditLog, {
        query: { page: String(page), ...(entity ? { entity } : {}) },
      });
      return { entries: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}
