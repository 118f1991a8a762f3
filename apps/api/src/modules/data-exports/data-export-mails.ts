import { DATA_EXPORT_DAYS } from '@app/shared';
import type { AppContext } from '../../context.js';
import type { Mail } from '../../ports/email.js';
import { longDate } from '../../lib/time.js';

/** The member's copy of their data is ready: where to get it, until when, and that only they can. */
export const dataExportReadyMail = (
  ctx: Pick<AppContext, 'config'>,
  member: { name: string; email: string },
  expiresAt: Date,
): Mail => ({
  to: member.email,
  template: 'data-export-ready',
  subject: 'Your data is ready to download',
  preview: `A ZIP of everything we hold about your account, for ${DATA_EXPORT_DAYS} days.`,
  greeting: `Hi ${member.name},`,
  blocks: [
    'The copy of your data you asked for is ready: your account, subscriptions, payments, wallet, invoices, the leads you own, saved searches, API keys, webhooks, connections, requests and the audit entries about you, as JSON and CSV files in one ZIP.',
    `The download works until ${longDate(expiresAt)}, and only for you, signed in to your account. Secrets such as API keys and webhook signing secrets are never in it.`,
    { button: 'Download my data', url: `${ctx.config.appUrl}/account#your-data` },
    {
      small: 'Did not ask for this? Change your password in Account, then write to us: someone may know it.',
    },
  ],
});
