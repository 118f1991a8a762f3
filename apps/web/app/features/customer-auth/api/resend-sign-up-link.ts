import { resendSignUpLink } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** auth/resend-sign-up-link: a new confirmation link for a sign-up that was never confirmed. */
export const sendSignUpLinkAgain = (email: string) => callApi(resendSignUpLink, { body: { email } });

export function useResendSignUpLink() {
  return useMutation({ mutationFn: sendSignUpLinkAgain });
}
