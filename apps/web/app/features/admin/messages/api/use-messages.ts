import {
  getContactMessages,
  getNewsletterSubscribers,
  getOutbox,
  markContactMessageHandled,
  type QueryOf,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

/** GET admin/get-contact-messages: what visitors sent through the home page's contact form. */
export function useContactMessages(query: QueryOf<typeof getContactMessages>) {
  return useQuery({
    queryKey: [...adminQueryKeys.contactMessages, query],
    queryFn: async () => {
      const response = await callApi(getContactMessages, { query });
      return { messages: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: string; is_handled: boolean }) =>
      (await callApi(markContactMessageHandled, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.contactMessages }),
  });
}

/** GET admin/get-newsletter-subscribers. */
export function useNewsletterSubscribers(query: QueryOf<typeof getNewsletterSubscribers>) {
  return useQuery({
    queryKey: [...adminQueryKeys.newsletter, query],
    queryFn: async () => {
      const response = await callApi(getNewsletterSubscribers, { query });
      return { subscribers: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-outbox: every email, SMS, Sheet row and CRM contact the offline adapters recorded. */
export function useOutbox(query: QueryOf<typeof getOutbox>) {
  return useQuery({
    queryKey: [...adminQueryKeys.outbox, query],
    queryFn: async () => {
      const response = await callApi(getOutbox, { query });
      return { messages: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}
