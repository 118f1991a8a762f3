import { getInvoicesForTeam, type Invoice } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type { Invoice };

/** GET admin/get-invoices: every invoice, newest first, by number, customer name or e-mail. */
export function useInvoices(search: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.invoices, search, page],
    queryFn: async () => {
      const response = await callApi(getInvoicesForTeam, {
        query: { page: String(page), ...(search ? { search } : {}) },
      });
      return { invoices: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}
