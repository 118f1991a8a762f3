import type { FastifyInstance } from 'fastify';
import {
  PURCHASES_PER_KIND,
  newLead,
  unique,
  type BaseRequest,
  type Fixtures,
} from './injection-fixtures.js';

/**
 * Where a text a client sends is stored, and where the API shows it again: the injection test
 * stores each payload through `operation` and reads the exact bytes back from `table.column` and
 * from `readBack`.
 */
export interface StoreTarget {
  operation: string;
  fields: string[];
  table: string;
  column: string;
  /** The request with the payload in `fields`; `index` picks a fixture when one is used up per request. */
  request: (payload: string, index: number) => BaseRequest;
  /** The stored text as the API shows it, or undefined when no read endpoint shows this field. */
  readBack?: (app: FastifyInstance, readers: Readers) => Promise<string[]>;
}

/** Request headers of the admin and of the buyer who made the fixtures. */
export interface Readers {
  admin: Record<string, string>;
  buyer: Record<string, string>;
}

/** Every item of a paginated list, 100 at a time. */
export async function listAll<T>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await app.inject({ url: `${url}${separator}limit=100&page=${page}`, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const body = response.json() as { result: T[]; pagination: { pageCount: number } };
    items.push(...body.result);
    if (page >= body.pagination.pageCount) return items;
  }
}

/** The admin reads every list but the buyer's own saved searches. */
const fieldsOf =
  <T>(url: string, pick: (item: T) => (string | null)[], paginated = true) =>
  async (app: FastifyInstance, readers: Readers) => {
    const headers =
      url.includes('/admin/') || url.includes('get-affiliators') ? readers.admin : readers.buyer;
    const items = paginated
      ? await listAll<T>(app, url, headers)
      : ((await app.inject({ url, headers })).json().result as T[]);
    return items.flatMap(pick).filter((v): v is string => v !== null);
  };

type Lead = { lead_name: string; address_line_1: string; city: string; reason: string };
type Request = { decision_note: string | null };

/** Contact messages need 10 characters; the payload stays the part that matters. */
const longEnough = (payload: string) => `About my house: ${payload}`;

export function storeTargets(f: Fixtures): StoreTarget[] {
  const email = () => `stored-${unique()}@example.com`;
  const leadFields = ['lead_name', 'address_line_1', 'city', 'reason'] as const;
  return [
    {
      operation: 'contact/create-contact-message',
      fields: ['name'],
      table: 'contact_messages',
      column: 'name',
      request: (p) => ({ body: { name: p, email: email(), message: 'Please call me back.' } }),
      readBack: fieldsOf<{ name: string }>('/api/v1/admin/get-contact-messages', (m) => [m.name]),
    },
    {
      operation: 'contact/create-contact-message',
      fields: ['message'],
      table: 'contact_messages',
      column: 'message',
      request: (p) => ({ body: { name: 'Ann Lee', email: email(), message: longEnough(p) } }),
      readBack: fieldsOf<{ message: string }>('/api/v1/admin/get-contact-messages', (m) => [m.message]),
    },
    {
      operation: 'affiliator/create-affiliators',
      fields: ['name'],
      table: 'affiliates',
      column: 'name',
      request: (p) => ({ body: { name: p, email: email() } }),
      readBack: fieldsOf<{ name: string }>('/api/v1/affiliator/get-affiliators', (a) => [a.name]),
    },
    {
      operation: 'auth/sign-up',
      fields: ['name'],
      table: 'pending_sign_ups',
      column: 'name',
      request: (p) => ({
        body: { name: p, email: email(), is_adult: true, accept_terms: true },
      }),
    },
    ...leadFields.map((field): StoreTarget => ({
      operation: 'admin/create-lead',
      fields: [field],
      table: 'leads',
      column: field,
      // Addresses that differ only in punctuation are one address to the duplicate check.
      request: (p) => ({
        body: { ...newLead(), [field]: field === 'address_line_1' ? `${unique()} ${p} Rd` : p },
      }),
      readBack: fieldsOf<Lead>('/api/v1/admin/get-leads', (lead) => [lead[field]]),
    })),
    {
      operation: 'leads/create-saved-search',
      fields: ['name'],
      table: 'saved_searches',
      column: 'name',
      request: (p) => ({ body: { name: p, filters: { city: 'Austin' } } }),
      readBack: fieldsOf<{ name: string }>('/api/v1/leads/get-saved-searches', (s) => [s.name], false),
    },
    {
      operation: 'refunds/create-refund-request',
      fields: ['evidence_text'],
      table: 'refund_requests',
      column: 'evidence_text',
      request: (p, i) => ({
        body: { purchase_id: f.exclusivePurchaseIds[i], reason: 'Duplicate', evidence_text: p },
      }),
    },
    ...(['property_address', 'seller_name'] as const).map((field): StoreTarget => ({
      operation: 'refunds/create-replacement-request',
      fields: [field],
      table: 'refund_requests',
      column: field,
      // One request per purchase: the addresses take the first half, the sellers' names the second.
      request: (p, i) => ({
        body: {
          purchase_id: f.premiumPurchaseIds[field === 'property_address' ? i : i + PURCHASES_PER_KIND],
          reason: 'Already sold',
          property_address: '1 Main St',
          seller_name: 'Pat Seller',
          contact_number: '512 555 0100',
          [field]: p,
        },
      }),
    })),
    {
      operation: 'admin/update-affiliate',
      fields: ['notes'],
      table: 'affiliates',
      column: 'notes',
      request: (p) => ({ body: { id: f.affiliateId, notes: p } }),
    },
    ...(['plan_name', 'plan_details'] as const).map((field): StoreTarget => ({
      operation: 'admin/create-plan',
      fields: [field],
      table: 'plans',
      column: field === 'plan_name' ? 'name' : 'details',
      request: (p) => ({
        body: {
          plan_name: `Plan ${unique()}`,
          plan_details: 'Twenty premium leads a month',
          premium_credits: 20,
          is_recommended: false,
          benefits: ['Premium leads'],
          plan_occurance: 'yearly',
          price: 490,
          // A plan's name needs a letter or digit (it names the package); the payload rides along.
          [field]: field === 'plan_name' ? `Plan ${unique()} ${p}` : p,
        },
      }),
      readBack: fieldsOf<{ plan_name: string; plan_details: string }>(
        '/api/v1/admin/get-plans',
        (plan) => [plan[field]],
        false,
      ),
    })),
    {
      operation: 'admin/create-wallet-adjustment',
      fields: ['reason'],
      table: 'wallet_entries',
      column: 'description',
      request: (p) => ({
        body: { user_id: f.buyer.id, kind: 'reward', amount: 1, event_name: 'Prize', reason: p },
      }),
    },
    {
      operation: 'admin/create-wallet-adjustment',
      fields: ['event_name'],
      table: 'wallet_entries',
      column: 'event_name',
      request: (p) => ({
        body: { user_id: f.buyer.id, kind: 'reward', amount: 1, event_name: p, reason: 'Prize' },
      }),
    },
  ];
}

/** Rejections of the buyer's pending requests, one note per payload (run after the requests exist). */
export function decisionTarget(pendingRequestIds: string[]): StoreTarget {
  return {
    operation: 'admin/decide-request',
    fields: ['note'],
    table: 'refund_requests',
    column: 'decision_note',
    request: (p, i) => ({ body: { request_id: pendingRequestIds[i], decision: 'reject', note: p } }),
    readBack: fieldsOf<Request>('/api/v1/admin/get-requests', (r) => [r.decision_note]),
  };
}
