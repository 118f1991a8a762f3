import { describeRevokedAccess, type RevokedAccess } from '@app/shared';
import { Link } from 'react-router';

const linkClass = 'font-semibold text-amber-950 underline underline-offset-2';

/**
 * After a password reset or an email change: what was switched off and where to set it up again.
 * Whoever knew the old password or read the old inbox could have made those keys and connections
 * (docs/decisions/018), so none of them outlives the change.
 */
export function RevokedAccessNotice({ revoked }: { revoked: RevokedAccess }) {
  const described = describeRevokedAccess(revoked);
  if (!described) return null;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">
        For your safety we switched off what the account had set up before: {described}.
      </p>
      <p className="mt-1">
        Anyone who knew the old password or read the old inbox could have made them. Set up again what you
        use:{' '}
        <Link to="/purchased-leads/api-keys" className={linkClass}>
          API keys
        </Link>
        ,{' '}
        <Link to="/purchased-leads/connect-webhook" className={linkClass}>
          webhooks
        </Link>
        ,{' '}
        <Link to="/purchased-leads/connect-sheet" className={linkClass}>
          Google Sheet and CSV feed
        </Link>{' '}
        or{' '}
        <Link to="/purchased-leads/connect-go-high-level" className={linkClass}>
          Go High Level
        </Link>
        .
      </p>
    </div>
  );
}
