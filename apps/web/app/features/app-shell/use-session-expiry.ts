import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { currentUserQueryKey } from '../../lib/use-current-user';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A session that ends while a member page is open (signed out in another tab, expired): the
 * first 401 marks the member as signed out, and the layout's guard then sends them to
 * /login?next=<this page> instead of leaving error panels everywhere.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signOut = () => queryClient.setQueryData(currentUserQueryKey, null);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error))
        signOut();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error))
        signOut();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
