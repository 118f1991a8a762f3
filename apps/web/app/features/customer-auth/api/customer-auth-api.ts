import {
  confirmEmailChange,
  getPendingSignUp,
  getPlans,
  login,
  requestPasswordReset,
  resetPassword,
  signUp,
  verifyEmail,
  type BodyOf,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getReferralCode } from '../../../lib/referral';
import { currentUserQueryKey } from '../../../lib/use-current-user';
import { useSignedIn } from '../../../lib/use-signed-in';
import { useTokenOnce } from '../use-token-once';

/** auth/login: the member is signed in, and nothing a previous member saw is kept. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: BodyOf<typeof login>) => callApi(login, { body }),
    onSuccess: (response) => signedIn(response.result),
  });
}

/**
 * auth/sign-up: emails the link that finishes the account (docs/decisions/018). The affiliate who
 * referred this visitor earns on their payments (docs/product.md §14).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof signUp>) =>
      callApi(signUp, {
        body: {
          ...body,
          promo_code: body.promo_code || undefined,
          referral_code: getReferralCode() ?? undefined,
        },
      }),
  });
}

/** GET-like auth/get-pending-sign-up: the email and name an emailed sign-up link was sent for. */
export function usePendingSignUp(token: string | null) {
  return useQuery({
    queryKey: ['pending-sign-up', token],
    queryFn: () => callApi(getPendingSignUp, { body: { token: token! } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** auth/verify-email: the person holding the inbox chooses the password and is signed in. */
export function useVerifyEmail() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: BodyOf<typeof verifyEmail>) => callApi(verifyEmail, { body }),
    onSuccess: (response) => signedIn(response.result),
  });
}

/** auth/request-password-reset: the same answer whether or not the email belongs to a member. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestPasswordReset>) => callApi(requestPasswordReset, { body }),
  });
}

/** auth/reset-password: a new password from the emailed link; this browser is signed in with it. */
export function useResetPassword() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: BodyOf<typeof resetPassword>) => callApi(resetPassword, { body }),
    onSuccess: (response) => {
      const { revoked_access: _revoked, ...user } = response.result;
      signedIn(user);
    },
  });
}

/** auth/confirm-email-change, sent once when the emailed link's page opens. */
export function useConfirmEmailChange(token: string | null) {
  const queryClient = useQueryClient();
  return useTokenOnce(
    token,
    (value) => callApi(confirmEmailChange, { body: { token: value } }),
    () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  );
}

/** The plan a visitor chose on a pricing card (issue 20.6), to name it while they sign in or up. */
export function useChosenPlan(planId: string | null) {
  return useQuery({
    queryKey: ['plans', 'all'],
    queryFn: async () => (await callApi(getPlans, { query: {} })).result,
    enabled: Boolean(planId),
    staleTime: 5 * 60_000,
    select: (plans) => plans.find((plan) => plan._id === planId) ?? null,
  });
}
