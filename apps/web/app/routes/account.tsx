import type { ReactNode } from 'react';
import { ChangeEmailForm } from '../features/account/change-email-form';
import { ChangeNameForm } from '../features/account/change-name-form';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { DeleteAccountForm } from '../features/account/delete-account-form';
import { TextAlertsForm } from '../features/account/text-alerts-form';
import { YourDataSection } from '../features/account/your-data-section';
import { privatePageMeta } from '../lib/private-page-meta';
import { useCurrentUser } from '../lib/use-current-user';
import { useDashboardHeader } from '../lib/use-dashboard-header';

export const meta = () =>
  privatePageMeta(
    'Account',
    'Change your name, email or password, get new-lead alerts by text, download your data, or delete the account.',
  );

/** One card of the account page, named by its heading. */
function AccountSection({
  id,
  title,
  isDanger = false,
  children,
}: {
  id: string;
  title: string;
  isDanger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ${isDanger ? 'ring-red-200' : 'ring-slate-200'}`}
    >
      <h2 id={id} className={`text-xl font-bold ${isDanger ? 'text-red-800' : 'text-brand-900'}`}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function AccountPage() {
  useDashboardHeader('Account');
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AccountSection id="name-heading" title="Your name">
        <ChangeNameForm currentName={user.name} />
      </AccountSection>
      <AccountSection id="password-heading" title="Change password">
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection id="email-heading" title="Change email">
        <ChangeEmailForm currentEmail={user.email} />
      </AccountSection>
      <AccountSection id="text-alerts-heading" title="Text alerts">
        <TextAlertsForm currentPhone={user.alert_phone} pausedAt={user.alert_phone_paused_at} />
      </AccountSection>
      {/* The data-ready mail links here: /account#your-data. */}
      <AccountSection id="your-data" title="Your data">
        <YourDataSection />
      </AccountSection>
      <AccountSection id="delete-heading" title="Delete account" isDanger>
        <DeleteAccountForm />
      </AccountSection>
    </div>
  );
}
