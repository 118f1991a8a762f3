import { getCurrentUser, type CurrentUser } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The signed-in member, or null for a visitor. Never throws for a visitor. */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      try {
        return (await callApi(getCurrentUser)).result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
