import {
  changeName,
  changePassword,
  confirmAlertPhone,
  deleteAccount,
  removeAlertPhone,
  requestEmailChange,
  sendAlertPhoneCode,
  type BodyOf,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
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

/** auth/request-email-change: the change happens once the link sent to the new address is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestEmailChange>) => callApi(requestEmailChange, { body }),
  });
}

/** auth/delete-account: the member is gone, and so is everything the app held about them. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof deleteAccount>) => callApi(deleteAccount, { body }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerQueryKeys.all });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}

/** auth/send-alert-phone-code: texts a 6-digit code to the number; it counts once typed back. */
export function useSendAlertPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => callApi(sendAlertPhoneCode, { body: { phone } }),
  });
}

/** auth/confirm-alert-phone: the code texted to the number; the member's alert phone follows. */
export function useConfirmAlertPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(confirmAlertPhone, { body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** auth/remove-alert-phone: text alerts stop. */
export function useRemoveAlertPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeAlertPhone),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
