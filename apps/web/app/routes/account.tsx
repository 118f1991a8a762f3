import type { ReactNode } from 'react';
import { ChangeEmailForm } from '../features/account/change-email-form';
import { ChangeNameForm } from '../features/account/change-name-form';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { DeleteAccountForm } from '../features/account/delete-account-form';
import { TextAlertsForm } from '../features/account/text-alerts-form';
import { YourDataSection } from '../features/account/your-data-section';
import { useBilling } from '../features/billing/api/use-billing';
import { privatePageMeta } from '../lib/private-page-meta';
import { useCurrentUser } from '../lib/use-current-user';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Account');

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

/**
 * Decision 029: text alerts are the plan's, and a member without a live plan has none. The plan's
 * name when it lacks them (null: no plan); undefined when it has them, or until billing answers
 * (the form then shows as usual, and the API still refuses a code the plan does not cover).
 */
function planLackingTextAlerts(billing: ReturnType<typeof useBilling>['data']) {
  if (!billing) return undefined;
  const plan = billing.subscription?.plan;
  if (!plan) return null;
  return plan.entitlements.text_alerts ? undefined : plan.plan_name;
}

export default function AccountPage() {
  const { data: user } = useCurrentUser();
  const { data: billing } = useBilling();
  if (!user) return null;
  const planWithoutTexts = planLackingTextAlerts(billing);
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
        <TextAlertsForm
          currentPhone={user.alert_phone}
          pausedAt={user.alert_phone_paused_at}
          planWithoutTexts={planWithoutTexts}
        />
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
