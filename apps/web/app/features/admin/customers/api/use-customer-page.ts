import {
  addCustomerNote,
  endViewAs,
  getCustomerCredits,
  getCustomerDetail,
  getCustomerNotes,
  getCustomerWallet,
  startViewAs,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

/** GET admin/get-customer: the member, the plan, the wallet, the refund rate, purchases and requests. */
export function useCustomerDetail(customerId: string) {
  return useQuery({
    queryKey: adminQueryKeys.customer(customerId),
    queryFn: async () => (await callApi(getCustomerDetail, { query: { user_id: customerId } })).result,
  });
}

/** GET admin/get-customer-wallet: the ledger a page at a time. */
export function useCustomerWallet(customerId: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.customer(customerId), 'wallet', page],
    queryFn: async () => {
      const response = await callApi(getCustomerWallet, {
        query: { user_id: customerId, page: String(page) },
      });
      return { entries: response.result.entries, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-customer-credits: grants, leads taken and forfeits, a page at a time. */
export function useCustomerCredits(customerId: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.customer(customerId), 'credits', page],
    queryFn: async () => {
      const response = await callApi(getCustomerCredits, {
        query: { user_id: customerId, page: String(page) },
      });
      return { events: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-customer-notes: newest first. */
export function useCustomerNotes(customerId: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.customer(customerId), 'notes', page],
    queryFn: async () => {
      const response = await callApi(getCustomerNotes, {
        query: { user_id: customerId, page: String(page) },
      });
      return { notes: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST admin/add-customer-note. */
export function useAddCustomerNote(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await callApi(addCustomerNote, { body: { user_id: customerId, text } })).result,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.customer(customerId), 'notes'] }),
  });
}

/** POST admin/start-view-as: a read-only view of what the customer sees (audited). */
export function useStartViewAs() {
  return useMutation({
    mutationFn: async (customerId: string) =>
      (await callApi(startViewAs, { body: { user_id: customerId } })).result,
  });
}

/** POST admin/end-view-as: closes the view on the server at once. */
export function useEndViewAs() {
  return useMutation({
    mutationFn: async (token: string) => (await callApi(endViewAs, { body: { token } })).result,
  });
}
