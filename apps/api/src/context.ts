import type { Database } from './db/client.js';
import type { CspExtraSources } from './http/security-headers.js';
import type { SecretBox } from './lib/secret-box.js';
import type { UrlPolicy } from './lib/safe-url.js';
import type { Clock } from './lib/time.js';
import type { GoHighLevelPort, SheetsPort } from './ports/delivery-channels.js';
import type { EmailPort } from './ports/email.js';
import type { PaymentsPort } from './ports/payments.js';
import type { SmsPort } from './ports/sms.js';

/** Everything a request handler may use; built once in createApp from its dependencies. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  email: EmailPort;
  sms: SmsPort;
  payments: PaymentsPort;
  sheets: SheetsPort;
  goHighLevel: GoHighLevelPort;
  /** Encrypts integration tokens and webhook secrets at rest. */
  secrets: SecretBox;
  /** Where webhooks may be sent (tests allow loopback receivers). */
  urlPolicy: UrlPolicy;
  /** The job queue, once started; without it (tests) work is run by calling the services. */
  queue?: JobQueue | null;
  /** Set when Stripe sends signed webhooks to billing/stripe-webhook. */
  stripeWebhookSecret?: string | null;
  config: {
    appUrl: string;
    brandName: string;
    supportEmail: string;
    isProduction: boolean;
    webDist: string | null;
    /** Scales every rate limit; 1 in production. */
    rateLimitMultiplier?: number;
    /** Hosts the CSP allows besides the built-in vendors (CSP_EXTRA_*_SRC). */
    cspExtra?: CspExtraSources;
  };
}

export interface JobQueue {
  send(
    name: string,
    data: object,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<void>;
}
