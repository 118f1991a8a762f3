import type { Database } from './db/client.js';
import type { Clock } from './lib/time.js';
import type { EmailPort } from './ports/email.js';
import type { PaymentsPort } from './ports/payments.js';

/** Everything a request handler may use; built once in createApp from its dependencies. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  email: EmailPort;
  payments: PaymentsPort;
  /** Set when Stripe sends signed webhooks to billing/stripe-webhook. */
  stripeWebhookSecret?: string | null;
  config: {
    appUrl: string;
    brandName: string;
    supportEmail: string;
    isProduction: boolean;
    webDist: string | null;
  };
}
