import { createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads process.env (CONTRIBUTING.md rule 7). Parsed once at start-up; a bad value
 * stops the process with the list of what is wrong.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Space- or comma-separated https origins (`https://cdn.example.com`, `https://*.example.com`).
 * Nothing else: a quote or a `;` in the value would rewrite the policy itself.
 */
const cspOrigins = z
  .string()
  .default('')
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/,
          'must list https origins, e.g. https://cdn.example.com',
        ),
    ),
  );

/**
 * Go High Level's webhook public keys (decision 037): one or more PEM blocks, newlines written as
 * \n allowed. An RSA key checks X-WH-Signature (RSA-SHA256), an Ed25519 key X-GHL-Signature.
 */
const ghlWebhookPublicKeys = z
  .string()
  .optional()
  .transform((value, ctx): KeyObject[] => {
    if (!value?.trim()) return [];
    const blocks = value
      .replace(/\\n/g, '\n')
      .match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g);
    if (!blocks) {
      ctx.addIssue({ code: 'custom', message: 'must be PEM public keys (-----BEGIN PUBLIC KEY-----)' });
      return z.NEVER;
    }
    const keys: KeyObject[] = [];
    for (const block of blocks) {
      try {
        const key = createPublicKey(block);
        if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ed25519') {
          ctx.addIssue({ code: 'custom', message: 'must be RSA or Ed25519 public keys' });
          return z.NEVER;
        }
        keys.push(key);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'holds a PEM block that is not a readable public key' });
        return z.NEVER;
      }
    }
    return keys;
  });

/**
 * Which proxies' X-Forwarded-For entries to believe (issue 15.11): `false` (none, the default), a
 * number of hops (`1`: one load balancer in front), or the proxies' addresses and CIDR ranges
 * (`10.0.0.5, 10.0.1.0/24`, or `loopback`/`linklocal`/`uniquelocal`). `true` is refused: it would
 * take the left-most address, which any client writes itself, and rate limits would follow it.
 */
const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '0' || text === '') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true' || text === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would believe any client about its own address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    const entries = text.split(/[\s,]+/).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a hop count or proxy addresses/CIDR ranges; not understood: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().default('0.0.0.0'),
    /** `{host}` of docs/product.md §2.1 and §11: the public origin, e.g. https://app.example.com. */
    APP_URL: z.url().optional(),
    /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL server. */
    DATABASE_URL: z.string().optional(),
    /**
     * A streaming replica of DATABASE_URL (hot standby) for reads that may be a little stale: the
     * public marketplace, plans, the pull API's pages (docs/scaling.md). Unset: every read on DATABASE_URL.
     */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must be a postgres:// connection string')
      .optional(),
    /**
     * Connections each API process opens to PostgreSQL (and as many to the replica). Instances ×
     * this must stay under the server's max_connections (docs/scaling.md).
     */
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'DATABASE_POOL_SIZE must be a whole number of connections, e.g. 20' })
      .int('DATABASE_POOL_SIZE must be a whole number of connections, e.g. 20')
      .min(1, 'DATABASE_POOL_SIZE must be at least 1')
      .max(500, 'DATABASE_POOL_SIZE must be at most 500')
      .default(20),
    DATA_DIR: z.string().default('./.data'),
    /** Demo data on the first start of an empty database; unset: on, except in production. */
    SEED_DEMO: booleanFlag.optional(),
    /** Fixed demo credentials (tests and demos); random ones are generated and printed otherwise. */
    SEED_DEMO_PASSWORD: z.string().min(10).optional(),
    SEED_ADMIN_PASSWORD: z.string().min(10).optional(),
    SEED_DEMO_API_KEY: z
      .string()
      .regex(/^sk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/)
      .optional(),
    /** Folder of the built web app; served on the same origin as the API. */
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Which X-Forwarded-For hops to believe: see trustProxySetting below. */
    TRUST_PROXY: trustProxySetting,
    SUPPORT_EMAIL: z.email().default('support@sellersignal.io'),
    BRAND_NAME: z.string().default('SellerSignal'),
    /**
     * The seller on every invoice and at the foot of every mail: the legal name, and the postal
     * address with a semicolon between its lines ("100 Congress Ave, Suite 2000; Austin, TX 78701").
     * Set both before going live (docs/deploy.md).
     */
    COMPANY_NAME: z.string().trim().min(1).max(120).optional(),
    COMPANY_ADDRESS: z.string().trim().min(1).max(300).optional(),
    /** A tax or company registration number printed on invoices, when there is one. */
    COMPANY_TAX_ID: z.string().trim().min(1).max(60).optional(),
    /** Payments: the Stripe adapter when a secret key is set, the offline test-mode adapter otherwise. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    /** 32 random bytes, base64: encrypts integration tokens and webhook secrets. Required in production. */
    SECRETS_KEY: z.string().optional(),
    /** Google Sheets delivery: the service account that members share their sheet with. */
    GOOGLE_SERVICE_ACCOUNT_EMAIL: z.email().optional(),
    GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY: z.string().optional(),
    /**
     * Offline Sheets only (tests, demos): a JSON file standing in for members' sheets, so the
     * verification code can be "typed" into one (ports/offline-channels.ts). Refused in production.
     */
    OFFLINE_SHEETS_FILE: z.string().min(1).optional(),
    /** Use the real Go High Level API (otherwise contacts are written to the outbox). */
    GHL_ENABLED: booleanFlag.default(false),
    /**
     * Go High Level's public keys for its signed OpportunityStageUpdate webhooks (issue 22.3); unset,
     * integrations/go-high-level-events answers 404 and reads nothing.
     */
    GHL_WEBHOOK_PUBLIC_KEYS: ghlWebhookPublicKeys,
    /** New-lead text alerts through Twilio when all three are set; otherwise texts go to the outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number in E.164 (+15125550100) or a Messaging Service SID (MG…). */
    TWILIO_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'TWILIO_FROM must be a number in E.164 (+15125550100) or a Messaging Service SID (MG...)',
      )
      .optional(),
    /**
     * E-mail through an SMTP server (smtp://user:pass@host:587, smtps://…:465); unset keeps every
     * message in the outbox only. MAIL_FROM is the sender: an address or `Name <address>`.
     */
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'MAIL_FROM must be an address or "Name <address>"',
      )
      .optional(),
    /** Serves GET /metrics (Prometheus) to a scraper sending `Authorization: Bearer <this>`; unset: no /metrics. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Scales every rate limit (browser test runs log in many times from one address). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
    /** Run the background job queue in this process (renewals, expiry, deliveries). */
    RUN_JOBS: booleanFlag.default(true),
    /**
     * Origins every document's Content-Security-Policy allows besides the vendors of its own page
     * (decision 019). Script origins matter on prerendered pages only: the app's shell trusts
     * scripts by nonce and 'strict-dynamic', where browsers ignore host sources.
     */
    CSP_EXTRA_SCRIPT_SRC: cspOrigins,
    CSP_EXTRA_CONNECT_SRC: cspOrigins,
    /** E.g. the storage bucket of the testimonial videos (VITE_VIDEO_BASE_URL's origin). */
    CSP_EXTRA_MEDIA_SRC: cspOrigins,
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message:
          'DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a PostgreSQL primary, never PGlite',
      });
    }
    // A transport without a sender (or the reverse) would fail every send, or never send at all.
    if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_URL ? 'MAIL_FROM' : 'SMTP_URL'],
        message:
          'SMTP_URL and MAIL_FROM go together: set both to send e-mail, or neither to keep it in the outbox',
      });
    }
    // A stand-in for members' sheets must never decide whether a real sheet is theirs.
    if (env.OFFLINE_SHEETS_FILE && (env.NODE_ENV === 'production' || env.GOOGLE_SERVICE_ACCOUNT_EMAIL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OFFLINE_SHEETS_FILE'],
        message:
          'OFFLINE_SHEETS_FILE is for tests and demos with offline Sheets: unset it in production and with GOOGLE_SERVICE_ACCOUNT_EMAIL',
      });
    }
    // Half a Twilio configuration would quietly send every text to the outbox instead.
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    if (!twilio.some((name) => env[name])) return;
    for (const name of twilio) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when any TWILIO_* variable is set`,
        });
    }
  })
  // A live site gets demo members with known passwords only when someone asks for them (issue 17).
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Env = z.infer<typeof envSchema>;

/** Every variable the API reads: deploy/env.example lists exactly these (npm run test:deploy checks). */
export const ENV_VARIABLES = Object.keys(envSchema.in.shape) as (keyof z.input<typeof envSchema>)[];

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

export const defaultWebDist = () => path.resolve(import.meta.dirname, '../../../web/build/client');
