import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { AuthCard } from '../features/customer-auth/auth-card';
import { useTokenOnce } from '../features/customer-auth/use-token-once';
import { confirmNewsletterLink } from '../features/newsletter/api/newsletter-api';
import { privatePageMeta } from '../lib/private-page-meta';
import { serverErrorText } from '../lib/server-error-text';

export const meta = () =>
  privatePageMeta('Confirm your newsletter subscription', 'Confirm that you want our newsletter again.');

/**
 * The link emailed after "Subscribe again" on /unsubscribe: the address is subscribed only now
 * that its owner opened the link (double opt-in, docs/decisions/018).
 */
export default function ConfirmNewsletterPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const mutation = useTokenOnce(token, confirmNewsletterLink, () => undefined);

  if (!token || mutation.isError) {
    return (
      <AuthCard title="This link no longer works">
        <div role="alert" className="space-y-3 text-slate-800">
          <p>
            {token
              ? serverErrorText(mutation.error, 'We could not confirm your subscription.')
              : 'This confirmation link is incomplete.'}
          </p>
          <p>
            Links work for 48 hours and only once; nothing has changed. Ask for a new one from the unsubscribe
            page with &quot;Subscribe again&quot;.
          </p>
        </div>
        <p className="mt-6">
          <Link to="/unsubscribe" className={buttonClass('primary')}>
            Go to the newsletter page
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="You're subscribed again">
        <p role="status" className="text-slate-800">
          The newsletter will reach <strong className="break-all text-ink">{mutation.data}</strong> again.
          Every issue has a link to unsubscribe, should you change your mind.
        </p>
        <p className="mt-6">
          <Link to="/" className={buttonClass('primary')}>
            Back to the site
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your subscription">
      <p role="status" className="text-slate-800">
        One moment — we are confirming your newsletter subscription.
      </p>
    </AuthCard>
  );
}
