import { changeName, changePassword, type BodyOf } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** auth/change-password: the current password, then the new one; other devices are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePassword>) => callApi(changePassword, { body }),
  });
}

/** auth/change-name: the answer is the signed-in member, which replaces the one the app holds. */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof changeName>) => callApi(changeName, { body }),
    onSuccess: (response) => queryClient.setQueryData(currentUserQueryKey, response.result),
  });
}
