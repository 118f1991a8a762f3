import { expect, request, type APIResponse } from '@playwright/test';
import { DEMO } from '../playwright.config';

/**
 * Script payloads stored through the real API in every text a person or the team types — lead
 * fields, affiliate sign-up and notes, contact messages, refund and replacement requests, wallet
 * rewards, saved searches, API keys — for a buyer of its own, so other browser tests never see it.
 * Each payload sets window.__xss and opens a dialog if it ever runs.
 */
export const PAYLOADS = {
  script: '<script>window.__xss=1;alert(1)</script>',
  img: '<img src=x onerror="window.__xss=2;alert(2)">',
  jsUrl: 'javascript:window.__xss=3;alert(3)',
  svg: '"><svg onload="window.__xss=4;alert(4)">',
} as const;

export interface StoredXss {
  buyer: { email: string; password: string };
  /** A number unique to this run, also in every lead's address, to find its rows. */
  runId: string;
  affiliateId: string;
}

type Client = Awaited<ReturnType<typeof clientOf>>;

/** A cookie jar on the API that fails the test on any answer but 200 and returns `result`. */
async function clientOf(baseURL: string) {
  const api = await request.newContext({ baseURL });
  async function resultOf<T>(response: APIResponse, path: string): Promise<T> {
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { result: T }).result;
  }
  return {
    post: async <T = { _id: string }>(path: string, data: unknown) =>
      resultOf<T>(await api.post(`/api/v1/${path}`, { data, headers: { origin: baseURL } }), path),
    get: async <T>(path: string) => resultOf<T>(await api.get(`/api/v1/${path}`), path),
  };
}

/** A new buyer, signed up for real (the verification link is read from the outbox), subscribed and rewarded. */
async function createBuyer(baseURL: string, admin: Client, buyer: StoredXss['buyer']) {
  const customer = await clientOf(baseURL);
  await customer.post('auth/sign-up', {
    name: 'Xss Buyer',
    email: buyer.email,
    is_adult: true,
    accept_terms: true,
  });
  const outbox = await admin.get<{ recipient: string; body: string }[]>(
    'admin/get-outbox?channel=email&limit=100',
  );
  const token = /token=([\w-]+)/.exec(outbox.find((m) => m.recipient === buyer.email)!.body)![1];
  // The password is chosen by whoever opens the link (docs/decisions/018).
  await customer.post('auth/verify-email', { token, name: 'Xss Buyer', password: buyer.password });
  const plans = await customer.get<{ _id: string; price: number }[]>('plan/getplans?plan_occurance=monthly');
  await customer.post('billing/save-payment-method', {
    test_card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2030,
  });
  await customer.post('billing/create-subscription', { plan_id: plans.find((p) => p.price > 0)!._id });
  const me = await customer.get<{ _id: string }>('auth/me');
  await admin.post('admin/create-wallet-adjustment', {
    user_id: me._id,
    kind: 'reward',
    amount: 50,
    event_name: PAYLOADS.script,
    reason: PAYLOADS.svg,
  });
  return customer;
}

/** A lead of the run; the two kinds get different area codes, so they are never duplicates. */
function lead(runId: string, type: 'premium' | 'exclusive', fields: Record<string, string>) {
  const areaCode = type === 'premium' ? '602' : '623';
  return {
    lead_phone: `(${areaCode}) 5${runId.slice(0, 2)}-${runId.slice(2, 6)}`,
    property_type: 'Single Family',
    lead_type: type,
    selling_timeline: 'ASAP',
    state: 'AZ',
    ZIP: '85004',
    ...(type === 'exclusive' ? { price: 5 } : {}),
    ...fields,
  };
}

/** Two leads full of payloads, bought by the buyer, who then asks for a refund and a replacement. */
async function storeLeadsAndRequests(runId: string, admin: Client, customer: Client) {
  const exclusive = await admin.post(
    'admin/create-lead',
    lead(runId, 'exclusive', {
      lead_name: PAYLOADS.script,
      address_line_1: `${runId} ${PAYLOADS.img}`,
      city: PAYLOADS.svg,
      reason: PAYLOADS.jsUrl,
    }),
  );
  const premium = await admin.post(
    'admin/create-lead',
    lead(runId, 'premium', {
      lead_name: PAYLOADS.img,
      address_line_1: `${runId} ${PAYLOADS.script}`,
      city: PAYLOADS.jsUrl,
      reason: PAYLOADS.svg,
    }),
  );
  await customer.post('leads/buy-exclusive-lead', { lead_id: exclusive._id });
  await customer.post('leads/take-premium-lead', { lead_id: premium._id });
  const purchases = await customer.get<{ purchase_id: string; lead_type: string }[]>(
    'leads/get-my-purchased-leads',
  );
  const purchaseOf = (type: string) => purchases.find((p) => p.lead_type === type)!.purchase_id;
  await customer.post('refunds/create-refund-request', {
    purchase_id: purchaseOf('exclusive'),
    reason: 'Duplicate',
    evidence_text: PAYLOADS.svg,
  });
  const replacement = await customer.post('refunds/create-replacement-request', {
    purchase_id: purchaseOf('premium'),
    reason: 'Already sold',
    property_address: PAYLOADS.script,
    seller_name: PAYLOADS.img,
    contact_number: '602 555 0100',
  });
  await admin.post('admin/decide-request', {
    request_id: replacement._id,
    decision: 'reject',
    note: PAYLOADS.jsUrl,
  });
}

/** A contact message and an affiliate sign-up from a visitor, and the team's note on the affiliate. */
async function storeVisitorTexts(baseURL: string, runId: string, admin: Client) {
  const visitor = await clientOf(baseURL);
  await visitor.post('contact/create-contact-message', {
    name: PAYLOADS.svg,
    email: `xss-${runId}@example.com`,
    message: PAYLOADS.script,
  });
  const email = `xss-affiliate-${runId}@example.com`;
  await visitor.post('affiliator/create-affiliators', { name: PAYLOADS.img, email });
  const [affiliate] = await admin.get<{ _id: string }[]>(`affiliator/get-affiliators?search=${email}`);
  await admin.post('admin/update-affiliate', { id: affiliate!._id, notes: PAYLOADS.jsUrl });
  return affiliate!._id;
}

export async function storePayloads(baseURL: string): Promise<StoredXss> {
  const runId = `${Date.now()}`.slice(-7);
  const buyer = { email: `xss-${runId}@example.com`, password: 'xss-password-123' };
  const admin = await clientOf(baseURL);
  await admin.post('auth/login', { email: DEMO.adminEmail, password: DEMO.adminPassword });
  const customer = await createBuyer(baseURL, admin, buyer);
  await storeLeadsAndRequests(runId, admin, customer);
  await customer.post('leads/create-saved-search', { name: PAYLOADS.img, filters: { state: 'AZ' } });
  await customer.post('api-keys/create-api-key', { name: PAYLOADS.svg });
  const affiliateId = await storeVisitorTexts(baseURL, runId, admin);
  return { buyer, runId, affiliateId };
}
