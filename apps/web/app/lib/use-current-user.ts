import type { CurrentUser, getCurrentUser } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, endpointRoute } from './api-client';

/** Also asked by the plans island: by route, so it loads no zod (decision 013). */
const GET_CURRENT_USER = endpointRoute<typeof getCurrentUser>('GET', 'auth/me');

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
        return (await callApi(GET_CURRENT_USER)).result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
