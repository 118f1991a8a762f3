import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.js';
import { APP_URL, createLead, createSubscriber, fundWallet, type TestApp } from '../helpers.js';
import { UNUSED_ID } from './hostile-inputs.js';

/**
 * The data the injection tests attack: a subscribed buyer with exclusive and premium purchases
 * (for refund and replacement requests), an affiliate, a plan and a lead to edit — and, per
 * operation, a request its contract accepts, so a payload put in one of its fields reaches SQL.
 */

/** SQL metacharacters and friends (issue 9): each must be stored, matched and echoed literally. */
export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  "'; DELETE FROM users; --",
  "Robert'); DROP TABLE wallet_entries;--",
  "' UNION SELECT password_hash FROM users --",
  '\\',
  "\\'",
  '%',
  '_',
  '%_%',
  '$1 $$ $tag$',
  '𝕏 Ω é 中文 🏠 \u202Eevil',
];
/** Text PostgreSQL cannot hold as sent: refused with a 400 naming the field, never a 500. */
export const UNSTORABLE_PAYLOADS = ['a\u0000b', 'a\uD800b'];

export interface Fixtures {
  buyer: { id: string; headers: Record<string, string>; apiKey: string };
  exclusivePurchaseIds: string[];
  premiumPurchaseIds: string[];
  affiliateId: string;
  planId: string;
  leadId: string;
}

/** Exclusive purchases the buyer makes: one refund request per stored payload. */
export const PURCHASES_PER_KIND = SQL_PAYLOADS.length;
const EXCLUSIVE_PRICE_CENTS = 1_000;

async function idsOf(t: TestApp, query: ReturnType<typeof sql>) {
  return (await rowsOf<{ id: string }>(t.ctx.db, query)).map((row) => row.id);
}

export async function prepareFixtures(t: TestApp, adminHeaders: Record<string, string>): Promise<Fixtures> {
  const { user, headers } = await createSubscriber(t, 'injection-buyer@example.com', { plan: 'pro' });
  await fundWallet(t.ctx, user.id, PURCHASES_PER_KIND * EXCLUSIVE_PRICE_CENTS);
  // Premium purchases twice over: replacement requests store two fields, one purchase each.
  for (const [type, count] of [
    ['exclusive', PURCHASES_PER_KIND],
    ['premium', 2 * PURCHASES_PER_KIND],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const lead = await createLead(t.ctx, { type, priceCents: EXCLUSIVE_PRICE_CENTS });
      const path = type === 'exclusive' ? 'buy-exclusive-lead' : 'take-premium-lead';
      const bought = await t.app.inject({
        method: 'POST',
        url: `/api/v1/leads/${path}`,
        headers,
        payload: { lead_id: lead.id },
      });
      if (bought.statusCode !== 200) throw new Error(`${path} failed: ${bought.body}`);
    }
  }
  const purchasesOf = (type: string) =>
    idsOf(
      t,
      sql`select id from lead_purchases where user_id = ${user.id} and lead_type = ${type} order by id`,
    );
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/create-api-key',
    headers,
    payload: { name: 'injection' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/affiliator/create-affiliators',
    payload: { name: 'Injection Affiliate', email: 'injection-affiliate@example.com' },
  });
  const plan = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/create-plan',
    headers: adminHeaders,
    payload: { ...PLAN, plan_name: 'Injection plan' },
  });
  return {
    buyer: { id: user.id, headers: { ...headers, origin: APP_URL }, apiKey: key.json().result.key },
    exclusivePurchaseIds: await purchasesOf('exclusive'),
    premiumPurchaseIds: await purchasesOf('premium'),
    affiliateId: (
      await idsOf(t, sql`select id from affiliates where email = 'injection-affiliate@example.com'`)
    )[0]!,
    planId: plan.json().result._id,
    leadId: (await createLead(t.ctx, { type: 'premium' })).id,
  };
}

const PLAN = {
  plan_details: 'Twenty premium leads a month',
  premium_credits: 20,
  is_recommended: false,
  benefits: ['Premium leads'],
  plan_occurance: 'monthly',
  price: 49,
};

let sequence = 0;
/** Unique per call, so that duplicate checks never mask whether a payload was stored. */
export const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export const newLead = () => ({
  lead_name: 'Pat Seller',
  lead_phone: `(512) 555-${String(1000 + (++sequence % 9000)).slice(-4)}`,
  property_type: 'Single Family',
  reason: 'Divorce',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  address_line_1: `${unique()} Elm St`,
  city: 'Austin',
  state: 'TX',
  ZIP: '78701',
});

export interface BaseRequest {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A request each operation's contract accepts (the ones with a text field worth attacking). The
 * few that would destroy the fixtures (delete-account) carry a wrong password on purpose.
 */
export function baseRequests(f: Fixtures): Record<string, () => BaseRequest> {
  const email = () => `inj-${unique()}@example.com`;
  return {
    'customers/unsubscribe-newsletter': () => ({ body: { email: email() } }),
    'customers/resubscribe-newsletter': () => ({ body: { email: email() } }),
    'customers/confirm-newsletter-subscription': () => ({ body: { token: 'not-a-token' } }),
    'affiliator/create-affiliators': () => ({ body: { name: 'Ann Lee', email: email() } }),
    'auth/sign-up': () => ({
      body: {
        name: 'Ann Lee',
        email: email(),
        is_adult: true,
        accept_terms: true,
      },
    }),
    'auth/get-pending-sign-up': () => ({ body: { token: 'not-a-token' } }),
    'auth/verify-email': () => ({
      body: { token: 'not-a-token', name: 'Ann Lee', password: 'long-enough-1' },
    }),
    'auth/login': () => ({ body: { email: 'injection-buyer@example.com', password: 'wrong-password' } }),
    'contact/create-contact-message': () => ({
      body: { name: 'Ann Lee', email: email(), phone: '512 555 0100', message: 'Call me about my house.' },
    }),
    'auth/request-password-reset': () => ({ body: { email: email() } }),
    'auth/reset-password': () => ({ body: { token: 'not-a-token', password: 'long-enough-1' } }),
    'auth/request-email-change': () => ({ body: { new_email: email(), password: 'wrong-password' } }),
    'auth/confirm-email-change': () => ({ body: { token: 'not-a-token' } }),
    'auth/delete-account': () => ({ body: { password: 'wrong-password', confirm: 'DELETE' } }),
    'auth/send-alert-phone-code': () => ({ body: { phone: '(512) 555-0100' } }),
    'auth/confirm-alert-phone': () => ({ body: { code: '123456' } }),
    'auth/remove-alert-phone': () => ({}),
    'leads/create-saved-search': () => ({ body: { name: 'Austin', filters: { city: 'Austin' } } }),
    'leads/delete-saved-search': () => ({ query: { id: UNUSED_ID } }),
    'billing/save-payment-method': () => ({
      body: { test_card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
    }),
    'refunds/create-refund-request': () => ({
      body: { purchase_id: f.exclusivePurchaseIds[0], reason: 'Duplicate', evidence_text: 'Call log 10:02' },
    }),
    'refunds/create-replacement-request': () => ({
      body: {
        purchase_id: f.premiumPurchaseIds[0],
        reason: 'Already sold',
        property_address: '1 Main St',
        seller_name: 'Pat Seller',
        contact_number: '512 555 0100',
      },
    }),
    'admin/decide-request': () => ({ body: { request_id: UNUSED_ID, decision: 'reject', note: 'No log' } }),
    'api-keys/create-api-key': () => ({ body: { name: 'CRM' } }),
    'webhooks/create-webhook-endpoint': () => ({ body: { url: 'http://127.0.0.1:5250/leads' } }),
    'integrations/connect-google-sheet': () => ({
      body: {
        spreadsheet_url: `https://docs.google.com/spreadsheets/d/${'a'.repeat(30)}`,
        sheet_name: 'Leads',
      },
    }),
    'integrations/connect-go-high-level': () => ({
      body: { private_integration_token: 'pit-0123456789abcdef', location_id: 'Loc12345678' },
    }),
    'admin/preview-lead-import': () => ({ body: { csv: 'lead_name\nPat' } }),
    'admin/create-lead': () => ({ body: newLead() }),
    'admin/update-lead': () => ({ body: { id: f.leadId, lead_name: 'Pat Seller' } }),
    'admin/withdraw-lead': () => ({ body: { id: UNUSED_ID, reason: 'Seller sold elsewhere' } }),
    'admin/update-affiliate': () => ({ body: { id: f.affiliateId, notes: 'Met at a meetup' } }),
    'admin/record-affiliate-payout': () => ({
      body: { affiliate_id: f.affiliateId, amount: 1, note: 'June' },
    }),
    'admin/create-plan': () => ({ body: { ...PLAN, plan_name: `Plan ${unique()}` } }),
    'admin/update-plan': () => ({ body: { id: f.planId, plan_name: 'Injection plan' } }),
    'admin/create-wallet-adjustment': () => ({
      body: {
        user_id: f.buyer.id,
        kind: 'reward',
        amount: 1,
        event_name: 'Giveaway',
        reason: 'Webinar prize',
      },
    }),
  };
}

/**
 * Rows in the tables that hold identities, leads and money: an accepted request may add exactly
 * the rows its operation exists to add, and nothing else may change them.
 */
export const KEY_TABLES = [
  'users',
  'wallets',
  'wallet_entries',
  'payments',
  'leads',
  'lead_purchases',
  'subscriptions',
  'plans',
  'api_keys',
];
/** The one key-table row an accepted request of these operations adds. */
export const KEY_TABLE_INSERTS: Record<string, string> = {
  'admin/create-lead': 'leads',
  'admin/create-plan': 'plans',
  'admin/create-wallet-adjustment': 'wallet_entries',
  'api-keys/create-api-key': 'api_keys',
};

export async function countRows(t: TestApp): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    t.ctx.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row!.n);
  }
  return counts;
}
