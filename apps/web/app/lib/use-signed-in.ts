import type { CurrentUser } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { customerQueryKeys } from './customer-query-keys';
import { currentUserQueryKey } from './use-current-user';

/** After a sign-in of any kind: remember who is signed in and forget what a previous member saw. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.removeQueries({ queryKey: customerQueryKeys.all });
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );
}
