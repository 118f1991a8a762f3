import { getCurrentUser, type CurrentUser } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The signed-in member, or null for a visitor. Never throws for a visitor. */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      // The API sets a readable `signed_in` marker next to the session cookie: no marker, no session,
      // so a visitor's page never makes a request that can only answer 401.
      if (typeof document !== 'undefined' && !/(?:^|;\s*)signed_in=1/.test(document.cookie)) return null;
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
