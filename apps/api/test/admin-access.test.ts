import { ENDPOINTS, type Endpoint } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { APP_URL, createCustomer, sessionFor, useTestApp } from './helpers.js';

const t = useTestApp({ leadCount: 5 });

const ADMIN_ENDPOINTS: readonly Endpoint[] = ENDPOINTS.filter((e) => e.path.startsWith('admin/'));
const ID = '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c';
const LEAD = {
  lead_name: 'Ana Lopez',
  lead_phone: '(512) 555-0101',
  property_type: 'Single Family',
  reason: 'Divorce',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  address_line_1: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  ZIP: '78701',
};
const PLAN = {
  plan_name: 'Starter',
  plan_details: 'Ten premium leads a month.',
  premium_credits: 10,
  is_recommended: false,
  benefits: ['10 premium leads'],
};

/** A request each admin endpoint would accept, so that only who is asking can make it fail. */
const VALID_INPUT: Record<string, object> = {
  'admin/preview-lead-import': { csv: 'Lead Name,Lead Phone\nAna Lopez,(512) 555-0101' },
  'admin/import-leads': { csv: 'Lead Name,Lead Phone\nAna Lopez,(512) 555-0101', publish: 'now' },
  'admin/get-import-batch': { id: ID },
  'admin/get-import-batches': { page: '1' },
  'admin/get-import-rejected-rows': { id: ID },
  'admin/publish-leads-now': { lead_ids: [ID] },
  'admin/schedule-leads': { import_id: ID, publish_at: '2027-06-01T10:00:00-05:00' },
  'admin/unpublish-leads': { lead_ids: [ID] },
  'admin/create-lead': LEAD,
  'admin/create-seller-opt-out': { phone: '(216) 555-0142', note: 'Phoned support' },
  'admin/upload-dnc-list': { list: 'dnc', csv: '2165550100' },
  'admin/get-leads': { search: 'Austin', status: 'published' },
  'admin/update-lead': { id: ID, city: 'Round Rock' },
  'admin/withdraw-lead': { id: ID, reason: 'Seller sold the house' },
  'admin/get-lead-buyers': { id: ID },
  'admin/get-affiliate-details': { id: ID },
  'admin/update-affiliate': { id: ID, status: 'active' },
  'admin/record-affiliate-payout': { affiliate_id: ID, amount: 10 },
  'admin/get-plans': {},
  'admin/get-credit-packs': {},
  'admin/create-credit-pack': { plan_id: ID, credits: 5, price: 25 },
  'admin/update-credit-pack': { id: ID, price: 55 },
  'admin/create-plan': { ...PLAN, plan_occurance: 'monthly', price: 49 },
  'admin/update-plan': { id: ID, plan_name: 'Starter Plus' },
  'admin/schedule-price-change': { plan_id: ID, new_price: 109, effective_at: '2027-06-01T00:00:00Z' },
  'admin/retire-plan': { id: ID },
  'admin/get-customers': { search: 'demo' },
  'admin/create-wallet-adjustment': {
    user_id: ID,
    kind: 'reward',
    amount: 25,
    event_name: 'Spring giveaway',
    reason: 'Giveaway winner',
  },
  'admin/get-customer': { user_id: ID },
  'admin/get-customer-wallet': { user_id: ID, page: '1' },
  'admin/get-customer-credits': { user_id: ID, page: '1' },
  'admin/get-customer-notes': { user_id: ID, page: '1' },
  'admin/add-customer-note': {
    user_id: ID,
    text: 'Called about a late refund; promised an answer by Friday.',
  },
  'admin/start-view-as': { user_id: ID },
  'admin/end-view-as': { token: 'a'.repeat(43) },
  'admin/get-contact-messages': { handled: 'false' },
  'admin/mark-contact-message-handled': { id: ID, is_handled: true },
  'admin/get-newsletter-subscribers': { subscribed: 'true' },
  'admin/get-outbox': { channel: 'email' },
  'admin/get-audit-log': { entity: 'plan', actor: 'system', from: '2026-11-01', to: '2026-11-30' },
  'admin/get-audit-actors': {},
  'admin/get-lead-quality': {},
  'admin/get-requests': { status: 'pending' },
  'admin/get-request-evidence': { request_id: ID },
  'admin/decide-request': { request_id: ID, decision: 'approve' },
};

function requestFor(endpoint: Endpoint, headers: Record<string, string>) {
  const input = VALID_INPUT[endpoint.path] ?? {};
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
    );
    return t.app.inject({ method: 'GET', url: `/api/v1/${endpoint.path}?${query}`, headers });
  }
  return t.app.inject({
    method: endpoint.method,
    url: `/api/v1/${endpoint.path}`,
    headers: { ...headers, origin: APP_URL },
    payload: input,
  });
}

describe('every admin endpoint is for admins only', () => {
  it('covers the whole operations console with requests its contracts accept', () => {
    expect(ADMIN_ENDPOINTS.length).toBeGreaterThanOrEqual(23);
    for (const endpoint of ADMIN_ENDPOINTS) {
      expect(endpoint.auth, endpoint.path).toBe('admin');
      const input = VALID_INPUT[endpoint.path] ?? {};
      const schema = endpoint.method === 'GET' ? endpoint.query : endpoint.body;
      if (schema) expect(schema.safeParse(input).success, endpoint.path).toBe(true);
    }
  });

  it.each(ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 401 for an anonymous caller',
    async (_name, endpoint) => {
      const response = await requestFor(endpoint, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Login Unsuccessful!', result: null });
    },
  );

  it.each(ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 403 for a member',
    async (_name, endpoint) => {
      const { user } = await createCustomer(t.ctx, {
        email: `member-${endpoint.path.replace(/\W/g, '-')}@example.com`,
      });
      const response = await requestFor(endpoint, { cookie: await sessionFor(t.ctx, user.id) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Error', result: null });
    },
  );
});
