import { ChangeEmailForm } from '../features/account/change-email-form';
import { ChangeNameForm } from '../features/account/change-name-form';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { DeleteAccountForm } from '../features/account/delete-account-form';
import { TextAlertsForm } from '../features/account/text-alerts-form';
import { privatePageMeta } from '../lib/private-page-meta';
import { useCurrentUser } from '../lib/use-current-user';
import { useDashboardHeader } from '../lib/use-dashboard-header';

export const meta = () =>
  privatePageMeta(
    'Account',
    'Change your name, email or password, get new-lead alerts by text, or delete the account.',
  );

export default function AccountPage() {
  useDashboardHeader('Account');
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="name-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="name-heading" className="text-xl font-bold text-brand-900">
          Your name
        </h2>
        <div className="mt-4">
          <ChangeNameForm currentName={user.name} />
        </div>
      </section>
      <section
        aria-labelledby="password-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="password-heading" className="text-xl font-bold text-brand-900">
          Change password
        </h2>
        <div className="mt-4">
          <ChangePasswordForm />
        </div>
      </section>
      <section
        aria-labelledby="email-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="email-heading" className="text-xl font-bold text-brand-900">
          Change email
        </h2>
        <div className="mt-4">
          <ChangeEmailForm currentEmail={user.email} />
        </div>
      </section>
      <section
        aria-labelledby="text-alerts-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="text-alerts-heading" className="text-xl font-bold text-brand-900">
          Text alerts
        </h2>
        <div className="mt-4">
          <TextAlertsForm currentPhone={user.alert_phone} />
        </div>
      </section>
      <section
        aria-labelledby="delete-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200"
      >
        <h2 id="delete-heading" className="text-xl font-bold text-red-800">
          Delete account
        </h2>
        <div className="mt-4">
          <DeleteAccountForm />
        </div>
      </section>
    </div>
  );
}
