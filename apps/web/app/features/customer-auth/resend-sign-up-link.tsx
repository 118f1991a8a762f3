import { buttonClass } from '../../components/form-controls';
import { serverErrorText } from '../../lib/server-error-text';
import { useResendSignUpLink } from './api/resend-sign-up-link';

/**
 * Under a log-in refused because the sign-up was never confirmed: sends the link again. The
 * answer is the same whether or not a sign-up waits, so it says where the link would go.
 */
export function ResendSignUpLink({ email }: { email: string }) {
  const resend = useResendSignUpLink();
  if (resend.isSuccess) {
    return (
      <p
        role="status"
        className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      >
        We sent a new link to <strong className="break-all">{email}</strong>. Open it within 48 hours to
        choose your password; earlier links no longer work.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${buttonClass('secondary')} w-full`}
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? 'Sending...' : 'Send the link again'}
      </button>
      {resend.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverErrorText(resend.error, 'The link was not sent. Please try again.')}
        </p>
      )}
    </div>
  );
}
