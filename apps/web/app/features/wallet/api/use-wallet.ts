import { getWallet } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

export const WALLET_PAGE_SIZE = 20;

/** GET wallet/get-wallet: balance, ledger (newest first, paginated) and whether payments are test-mode. */
export function useWallet(page: number) {
  return useQuery({
    queryKey: [...customerQueryKeys.wallet, page],
    queryFn: async () => {
      const response = await callApi(getWallet, {
        query: { page: String(page), limit: String(WALLET_PAGE_SIZE) },
      });
      return { ...response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}
