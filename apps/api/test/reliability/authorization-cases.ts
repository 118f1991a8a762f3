import { and, desc, eq } from 'drizzle-orm';
import { toUsE164 } from '@app/shared';
import {
  contactMessages,
  customerNotes,
  dataExports,
  invoices,
  outboxMessages,
  subscriptions,
  viewAsSessions,
  wallets,
} from '../../src/db/schema/index.js';
import { requestEmailChange, requestPasswordReset } from '../../src/modules/auth/account.service.js';
import { sendAlertPhoneCode } from '../../src/modules/auth/alert-phone.service.js';
import { invoicePdfUrl } from '../../src/modules/invoices/invoice-links.js';
import { processImportBatch } from '../../src/modules/lead-imports/lead-import.service.js';
import { buildDataExport, requestDataExport } from '../../src/modules/data-exports/data-exports.service.js';
import { sendSellerOptOutCode } from '../../src/modules/seller-opt-outs/seller-opt-outs.service.js';
import { requestNewsletterResubscription } from '../../src/modules/newsletter/newsletter.service.js';
import { createLead, givePlan, typeIntoOfflineSheet, type TestApp } from '../helpers.js';
import {
  firstAffiliateId,
  freshLeadInput,
  giveSeats,
  HOOK_URL,
  joinAnotherTeam,
  importCsv,
  newLeadId,
  newPlanId,
  NOTHING,
  owedAffiliate,
  ownDelivery,
  ownInvitation,
  ownTeamMember,
  ownLedgerEntry,
  ownPayment,
  ownPurchase,
  ownPurchasedLead,
  ownRefundRequest,
  ownRoiCounty,
  ownSheet,
  ownWebhook,
  pendingRequest,
  requestWithEvidenceFile,
  PLAN_INPUT,
  rowsOfOwner,
  rowsOfTeam,
  unique,
  type EndpointCase,
} from './authorization-fixtures.js';
import {
  call,
  fund,
  mailedToken,
  MEMBER_PASSWORD,
  newMember,
  type Member,
  creditPackIdOf,
  planIdOf,
  saveCard,
  subscribe,
  succeed,
} from './members.js';

/** A sign-up made through the API, and the link it mailed. */
async function signUpLink(t: TestApp) {
  const email = `verify-${unique()}@example.com`;
  const signUp = await call(t, null, 'POST', 'auth/sign-up', {
    body: { name: 'Verify Me', email, is_adult: true, accept_terms: true },
  });
  if (signUp.statusCode !== 200) throw new Error(signUp.body);
  return mailedToken(t, email, 'verify-email');
}

let phoneNumber = 0;
/** A fresh US number per call: codes are limited per number. */
const uniquePhone = () => `(512) 555-${String(1000 + (++phoneNumber % 9000))}`;
const withTextAlerts = async (t: TestApp, member: { id: string }) =>
  void (await givePlan(t.ctx, member.id, 'pro'));

/** The code of the newest verification text (or seller opt-out text) to a number. */
async function textedCode(t: TestApp, phone: string, template = 'phone-verification') {
  const [text] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`no verification text to ${phone}`);
  return code;
}

/**
 * For every endpoint of packages/shared, a request its contract accepts and the set-up that lets
 * an allowed caller succeed with it (authorization.test.ts derives who is allowed from `auth`).
 * Cases with `own` name a resource of member B; only B may read or change it.
 */
const PUBLIC_CASES: Record<string, EndpointCase> = {
  'leads/get-marketplace-leads-unauthorized': { input: () => ({ query: { state: 'TX' } }) },
  'plan/getplans': { input: () => ({ query: { plan_occurance: 'monthly' } }) },
  'leads/get-marketplace-counties': { input: () => ({ query: { state: 'TX' } }) },
  'lead-quality/get-lead-quality': { input: () => ({ query: { state: 'TX' } }) },
  // The signed link is the credential: whoever holds it reads the invoice, signed in or not.
  'billing/download-invoice': {
    async input(t) {
      const member = await newMember(t, 'customer', 'invoice');
      await subscribe(t, member);
      const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.userId, member.id));
      const url = new URL(invoicePdfUrl(t.ctx, invoice!.id));
      return { query: Object.fromEntries(url.searchParams) };
    },
  },
  'customers/unsubscribe-newsletter': { input: () => ({ body: { email: `news-${unique()}@example.com` } }) },
  'customers/resubscribe-newsletter': { input: () => ({ body: { email: `news-${unique()}@example.com` } }) },
  'customers/confirm-newsletter-subscription': {
    async input(t) {
      const email = `news-${unique()}@example.com`;
      await requestNewsletterResubscription(t.ctx, email);
      return { body: { token: await mailedToken(t, email, 'newsletter-confirm') } };
    },
  },
  'privacy/send-seller-opt-out-code': { input: () => ({ body: { phone: uniquePhone() } }) },
  'privacy/confirm-seller-opt-out': {
    async input(t) {
      const phone = toUsE164(uniquePhone())!;
      const { request_id } = await sendSellerOptOutCode(t.ctx, phone);
      return { body: { request_id, code: await textedCode(t, phone, 'seller-opt-out-code') } };
    },
  },
  'affiliator/create-affiliators': {
    input: () => ({ body: { name: 'Matrix Affiliate', email: `aff-${unique()}@example.com` } }),
  },
  'auth/sign-up': {
    input: () => ({
      body: {
        name: 'Matrix Member',
        email: `signup-${unique()}@example.com`,
        is_adult: true,
        accept_terms: true,
      },
    }),
  },
  'auth/get-pending-sign-up': {
    input: async (t) => ({ body: { token: await signUpLink(t) } }),
  },
  'teams/get-invitation': {
    async input(t) {
      const owner = await newMember(t, 'customer', 'team-owner');
      const { email } = await ownInvitation(t, owner);
      return { body: { token: await mailedToken(t, email!, 'team-invitation') } };
    },
  },
  'teams/accept-invitation': {
    async input(t) {
      const owner = await newMember(t, 'customer', 'team-owner');
      const { email } = await ownInvitation(t, owner);
      const token = await mailedToken(t, email!, 'team-invitation');
      return {
        body: {
          token,
          name: 'New Teammate',
          password: 'a-long-password-1',
          is_adult: true,
          accept_terms: true,
        },
      };
    },
  },
  'auth/verify-email': {
    input: async (t) => ({
      body: { token: await signUpLink(t), name: 'Verify Me', password: 'a-long-password-1' },
    }),
  },
  'auth/login': {
    async input(t) {
      const member = await newMember(t, 'customer', 'login');
      return { body: { email: member.email, password: MEMBER_PASSWORD } };
    },
  },
  'auth/logout': NOTHING,
  'contact/create-contact-message': {
    input: () => ({
      body: {
        name: 'Matrix Visitor',
        email: `contact-${unique()}@example.com`,
        message: 'Do you cover Austin?',
      },
    }),
  },
  'auth/request-password-reset': { input: () => ({ body: { email: `reset-${unique()}@example.com` } }) },
  'auth/resend-sign-up-link': { input: () => ({ body: { email: `resend-${unique()}@example.com` } }) },
  'auth/reset-password': {
    async input(t) {
      const member = await newMember(t, 'customer', 'reset');
      await requestPasswordReset(t.ctx, member.email);
      return {
        body: { token: await mailedToken(t, member.email, 'password-reset'), password: 'a-new-password-1' },
      };
    },
  },
  'auth/confirm-email-change': {
    async input(t) {
      const member = await newMember(t, 'customer', 'change');
      const newEmail = `changed-${unique()}@example.com`;
      await requestEmailChange(t.ctx, member.id, newEmail, MEMBER_PASSWORD);
      return { body: { token: await mailedToken(t, newEmail, 'email-change') } };
    },
  },
};

const MEMBER_CASES: Record<string, EndpointCase> = {
  'leads/get-dashboard-data': NOTHING,
  'billing/update-billing-details': {
    input: () => ({
      body: { billing_name: 'Matrix Holdings LLC', billing_address: '1 Main St\nAustin, TX 78701' },
    }),
  },
  'customers/get-customer-payment-method': {
    prepare: async (t, member) => void (await saveCard(t, member)),
    own: async (t, owner) => {
      const [row] = await rowsOfOwner.user(t, owner);
      return { customerId: row!.stripeCustomerId! };
    },
    ownerRows: rowsOfOwner.user,
    foreignStatus: 403,
    input: (_t, _caller, owned) => ({ query: { customerId: owned.customerId! } }),
  },
  'auth/me': { input: () => ({}), ownerData: async (_t, owner) => [owner.id, owner.email] },
  'auth/request-email-change': {
    input: () => ({ body: { new_email: `new-${unique()}@example.com`, password: MEMBER_PASSWORD } }),
  },
  'auth/delete-account': { input: () => ({ body: { password: MEMBER_PASSWORD, confirm: 'DELETE' } }) },
  'auth/change-password': {
    input: () => ({ body: { current_password: MEMBER_PASSWORD, new_password: 'another-password-1' } }),
  },
  'auth/change-name': { input: () => ({ body: { name: 'Renamed Member' } }) },
  // Text alerts come with Pro (decision 029).
  'auth/send-alert-phone-code': {
    prepare: withTextAlerts,
    input: () => ({ body: { phone: uniquePhone() } }),
  },
  'auth/confirm-alert-phone': {
    prepare: withTextAlerts,
    async input(t, caller) {
      if (!caller) return { body: { code: '123456' } };
      const { pending_phone: phone } = await sendAlertPhoneCode(t.ctx, caller.id, uniquePhone());
      return { body: { code: await textedCode(t, phone) } };
    },
  },
  'auth/remove-alert-phone': NOTHING,
  'auth/request-data-export': NOTHING,
  'auth/get-data-exports': NOTHING,
  'auth/download-data-export': {
    async own(t, owner) {
      const requested = await requestDataExport(t.ctx, owner.id);
      await buildDataExport(t.ctx, requested._id);
      return { id: requested._id };
    },
    ownerRows: async (t, owner) =>
      t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, owner.id)),
    input: (_t, _c, owned) => ({ query: { id: owned.id! } }),
  },
  'leads/take-premium-lead': {
    prepare: subscribe,
    input: async (t) => ({ body: { lead_id: await newLeadId(t) } }),
  },
  'leads/buy-exclusive-lead': {
    prepare: async (t, member) => fund(t, member),
    input: async (t) => ({ body: { lead_id: (await createLead(t.ctx, { type: 'exclusive' })).id } }),
  },
  'leads/get-my-purchased-leads': { input: () => ({}), ownerData: ownPurchasedLead },
  'leads/download-purchased-leads': {
    input: () => ({}),
    ownerData: async (t, owner) => (await ownPurchasedLead(t, owner)).slice(1),
  },
  'pipeline/get-pipeline-board': { input: () => ({}), ownerData: ownPurchasedLead },
  'pipeline/get-pipeline-leads': { input: () => ({}), ownerData: ownPurchasedLead },
  'pipeline/get-pipeline-lead': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    input: (_t, _c, owned) => ({ query: { purchase_id: owned.purchase! } }),
  },
  'pipeline/change-lead-status': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    ownerRows: rowsOfOwner.pipeline,
    input: (_t, _c, owned) => ({
      body: { purchase_id: owned.purchase!, status: 'contacted', note: 'Called, left a message.' },
    }),
  },
  'pipeline/add-lead-note': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    ownerRows: rowsOfOwner.pipeline,
    input: (_t, _c, owned) => ({ body: { purchase_id: owned.purchase!, body: 'Owner prefers texts.' } }),
  },
  'pipeline/set-lead-follow-up': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    ownerRows: rowsOfOwner.pipeline,
    input: (t, _c, owned) => ({
      body: { purchase_id: owned.purchase!, follow_up_on: t.clock.now().toISOString().slice(0, 10) },
    }),
  },
  'pipeline/assign-lead': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    ownerRows: rowsOfOwner.pipeline,
    input: (_t, caller, owned) => ({ body: { purchase_id: owned.purchase!, user_id: caller?.id ?? null } }),
  },
  'pipeline/get-roi-report': { input: () => ({}), ownerData: ownRoiCounty },
  'teams/get-team': {
    input: () => ({}),
    ownerData: async (t, owner) => [(await ownInvitation(t, owner)).email!],
  },
  'teams/invite-member': {
    prepare: giveSeats,
    input: () => ({ body: { email: `invitee-${unique()}@example.com`, role: 'viewer' } }),
  },
  'teams/revoke-invitation': {
    own: ownInvitation,
    ownerRows: rowsOfTeam,
    input: (_t, _caller, owned) => ({ body: { id: owned.id! } }),
  },
  'teams/change-member-role': {
    own: ownTeamMember,
    ownerRows: rowsOfTeam,
    input: (_t, _caller, owned) => ({ body: { user_id: owned.id!, role: 'viewer' } }),
  },
  'teams/leave': { prepare: joinAnotherTeam, input: () => ({ body: {} }) },
  'teams/remove-member': {
    own: ownTeamMember,
    ownerRows: rowsOfTeam,
    input: (_t, _caller, owned) => ({ body: { user_id: owned.id! } }),
  },
  'leads/get-saved-searches': {
    input: () => ({}),
    ownerData: async (t, owner) => [
      (await succeed(t, owner, 'POST', 'leads/create-saved-search', { name: 'Mine', filters: {} }))._id,
    ],
  },
  'leads/create-saved-search': {
    input: () => ({ body: { name: 'Austin ASAP', filters: { city: 'Austin' } } }),
  },
  'leads/delete-saved-search': {
    own: async (t, owner) => {
      const saved = await succeed(t, owner, 'POST', 'leads/create-saved-search', {
        name: 'Mine',
        filters: {},
      });
      return { id: saved._id };
    },
    ownerRows: rowsOfOwner.savedSearches,
    input: (_t, _caller, owned) => ({ query: { id: owned.id! } }),
  },
  'wallet/get-wallet': { input: () => ({}), ownerData: ownLedgerEntry },
  'wallet/create-top-up': {
    prepare: async (t, m) => void (await saveCard(t, m)),
    input: () => ({ body: { amount: 20 } }),
  },
  'billing/get-billing': { input: () => ({}), ownerData: ownPayment },
  'billing/create-subscription': {
    prepare: async (t, m) => void (await saveCard(t, m)),
    input: async (t) => ({ body: { plan_id: await planIdOf(t, 'Basic') } }),
  },
  'billing/change-plan': {
    prepare: subscribe,
    input: async (t) => ({ body: { plan_id: await planIdOf(t, 'Pro') } }),
  },
  'billing/preview-charge': {
    input: async (t) => ({ body: { action: 'subscribe', plan_id: await planIdOf(t, 'Basic') } }),
  },
  'billing/cancel-plan-change': {
    prepare: async (t, member) => {
      await subscribe(t, member);
      await succeed(t, member, 'POST', 'billing/change-plan', {
        plan_id: await planIdOf(t, 'Basic', 'yearly'),
      });
    },
    input: () => ({}),
  },
  'billing/buy-credit-pack': {
    prepare: subscribe,
    input: async (t) => ({ body: { pack_id: await creditPackIdOf(t, 'Basic'), pay_with: 'card' } }),
  },
  'billing/cancel-subscription': { prepare: subscribe, input: () => ({}) },
  'billing/resume-subscription': {
    prepare: async (t, member) => {
      await subscribe(t, member);
      await succeed(t, member, 'POST', 'billing/cancel-subscription');
    },
    input: () => ({}),
  },
  'billing/pay-past-due': {
    prepare: async (t, member) => {
      await subscribe(t, member);
      await t.ctx.db
        .update(subscriptions)
        .set({ status: 'past_due' })
        .where(eq(subscriptions.userId, member.id));
    },
    input: () => ({}),
  },
  'billing/save-payment-method': {
    input: () => ({ body: { test_card_number: '5555 5555 5555 4444', exp_month: 3, exp_year: 2031 } }),
  },
  'refunds/create-refund-request': {
    own: (t, owner) => ownPurchase(t, owner, 'exclusive'),
    ownerRows: rowsOfOwner.purchases,
    input: (_t, _caller, owned) => ({
      body: { purchase_id: owned.purchase!, reason: 'Duplicate', evidence_text: 'Bought it last week.' },
    }),
  },
  'refunds/create-replacement-request': {
    own: (t, owner) => ownPurchase(t, owner, 'premium'),
    ownerRows: rowsOfOwner.purchases,
    input: (_t, _caller, owned) => ({
      body: {
        purchase_id: owned.purchase!,
        reason: 'Already sold',
        property_address: '12 Oak St, Austin, TX',
        seller_name: 'Ana Lopez',
        contact_number: '(512) 555-0101',
      },
    }),
  },
  'refunds/get-my-requests': { input: () => ({}), ownerData: ownRefundRequest },
  'api-keys/get-api-keys': {
    input: () => ({}),
    ownerData: async (t, owner) => {
      const key = await succeed(t, owner, 'POST', 'api-keys/create-api-key', { name: 'B' });
      return [key._id, key.prefix];
    },
  },
  'api-keys/create-api-key': { input: () => ({ body: { name: 'CRM sync' } }) },
  'api-keys/revoke-api-key': {
    own: async (t, owner) => ({
      id: (await succeed(t, owner, 'POST', 'api-keys/create-api-key', { name: 'B' }))._id,
    }),
    ownerRows: rowsOfOwner.apiKeys,
    input: (_t, _caller, owned) => ({ body: { id: owned.id! } }),
  },
  'api-keys/rotate-api-key': {
    own: async (t, owner) => ({
      id: (await succeed(t, owner, 'POST', 'api-keys/create-api-key', { name: 'B' }))._id,
    }),
    ownerRows: rowsOfOwner.apiKeys,
    input: (_t, _caller, owned) => ({ body: { id: owned.id! } }),
  },
  'webhooks/get-webhook-endpoints': {
    input: () => ({}),
    ownerData: async (t, owner) => Object.values(await ownWebhook(t, owner)),
  },
  'webhooks/create-webhook-endpoint': { input: () => ({ body: { url: HOOK_URL } }) },
  'webhooks/delete-webhook-endpoint': {
    own: ownWebhook,
    ownerRows: rowsOfOwner.webhooks,
    input: (_t, _c, owned) => ({ body: { id: owned.id! } }),
  },
  'webhooks/enable-webhook-endpoint': {
    own: ownWebhook,
    ownerRows: rowsOfOwner.webhooks,
    input: (_t, _c, owned) => ({ body: { id: owned.id! } }),
  },
  'webhooks/rotate-webhook-secret': {
    own: ownWebhook,
    ownerRows: rowsOfOwner.webhooks,
    input: (_t, _c, owned) => ({ body: { id: owned.id! } }),
  },
  'webhooks/send-test-event': {
    own: ownWebhook,
    ownerRows: rowsOfOwner.deliveries,
    input: (_t, _c, owned) => ({ body: { id: owned.id! } }),
  },
  'webhooks/get-webhook-deliveries': {
    own: ownDelivery,
    ownerRows: rowsOfOwner.deliveries,
    input: (_t, _c, owned) => ({ query: { endpoint_id: owned.id! } }),
  },
  'webhooks/replay-webhook-delivery': {
    own: ownDelivery,
    ownerRows: rowsOfOwner.deliveries,
    input: (_t, _c, owned) => ({ body: { delivery_id: owned.delivery! } }),
  },
  'integrations/get-integrations': { input: () => ({}), ownerData: ownSheet },
  'integrations/connect-google-sheet': {
    input: () => ({
      body: { spreadsheet_url: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit' },
    }),
  },
  'integrations/verify-google-sheet': {
    // Each member connects a sheet of their own and types its code into it, so Verify can succeed.
    async prepare(t, member) {
      const spreadsheetId = `Verify${unique()}SheetIdentifier000`;
      const overview = await succeed(t, member, 'POST', 'integrations/connect-google-sheet', {
        spreadsheet_url: `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
      });
      typeIntoOfflineSheet(t.ctx, spreadsheetId, overview.google_sheet.verification_code);
    },
    input: () => ({}),
  },
  'integrations/connect-go-high-level': {
    input: () => ({
      body: { private_integration_token: 'pit-0123456789abcdef', location_id: 'Loc12345678' },
    }),
  },
  'integrations/set-go-high-level-stages': {
    prepare: connectGoHighLevel,
    input: () => ({
      body: {
        stage_mappings: [{ stage_id: 'stage-contacted', stage_name: 'Contacted', status: 'contacted' }],
      },
    }),
  },
  'integrations/get-go-high-level-pipelines': {
    async prepare(t, member) {
      await connectGoHighLevel(t, member);
      // Offline, nothing stands in for a member's pipelines: this suite's location has one.
      t.ctx.goHighLevel.listPipelines = async () => [
        { id: 'pipeline-1', name: 'Sellers', stages: [{ id: 'stage-1', name: 'New lead' }] },
      ];
    },
    input: () => ({}),
  },
  'integrations/disconnect-integration': { input: () => ({ body: { kind: 'csv_feed' } }) },
  'integrations/create-csv-feed': NOTHING,
};

async function connectGoHighLevel(t: TestApp, member: Member) {
  await succeed(t, member, 'POST', 'integrations/connect-go-high-level', {
    private_integration_token: 'pit-0123456789abcdef',
    location_id: `Loc${unique()}`,
  });
}

/** An import whose leads wait for the next 10:00 window, made by the admin calling (or a new one). */
async function scheduledImportId(t: TestApp, caller: Member | null) {
  const admin = caller?.role === 'admin' ? caller : await newMember(t, 'admin', 'batch-admin');
  const batch = await succeed(t, admin, 'POST', 'admin/import-leads', {
    csv: importCsv(),
    publish: 'next_window',
  });
  // The job queue imports it in the background; here the test does, as the queue would.
  await processImportBatch(t.ctx, batch._id);
  return batch._id as string;
}

/** Admin requests, with B's id wherever an id of a member fits (only the admin may use them). */
const ADMIN_CASES: Record<string, EndpointCase> = {
  'affiliator/get-affiliators': { input: () => ({ query: { status: 'active' } }) },
  'admin/get-requests': { input: () => ({ query: { status: 'pending' } }) },
  'admin/get-request-evidence': {
    input: async (t) => ({ query: { request_id: await requestWithEvidenceFile(t) } }),
  },
  'admin/decide-request': {
    input: async (t) => ({ body: { request_id: await pendingRequest(t), decision: 'approve' } }),
  },
  'admin/preview-lead-import': { input: () => ({ body: { csv: importCsv() } }) },
  'admin/import-leads': { input: () => ({ body: { csv: importCsv(), publish: 'now' } }) },
  'admin/get-import-batch': {
    async input(t, caller) {
      const admin = caller?.role === 'admin' ? caller : await newMember(t, 'admin', 'batch-admin');
      const batch = await succeed(t, admin, 'POST', 'admin/import-leads', {
        csv: importCsv(),
        publish: 'now',
      });
      return { query: { id: batch._id } };
    },
  },
  'admin/create-lead': { input: () => ({ body: freshLeadInput() }) },
  'admin/get-leads': { input: () => ({ query: { status: 'published' } }) },
  'admin/update-lead': { input: async (t) => ({ body: { id: await newLeadId(t), city: 'Round Rock' } }) },
  'admin/withdraw-lead': {
    input: async (t) => ({ body: { id: await newLeadId(t), reason: 'Seller sold the house' } }),
  },
  'admin/get-lead-buyers': { input: async (t) => ({ query: { id: await newLeadId(t) } }) },
  'admin/get-affiliate-details': { input: async (t) => ({ query: { id: await firstAffiliateId(t) } }) },
  'admin/update-affiliate': {
    input: async (t) => ({ body: { id: await firstAffiliateId(t), status: 'active' } }),
  },
  'admin/record-affiliate-payout': {
    input: async (t) => ({ body: { affiliate_id: await owedAffiliate(t), amount: 1 } }),
  },
  'admin/get-plans': NOTHING,
  'admin/create-plan': {
    input: () => ({
      body: { ...PLAN_INPUT, plan_name: `Matrix ${unique()}`, plan_occurance: 'monthly', price: 49 },
    }),
  },
  'admin/update-plan': {
    input: async (t) => ({
      body: { id: await newPlanId(t, await newMember(t, 'admin', 'plans')), plan_name: 'Renamed' },
    }),
  },
  'admin/schedule-price-change': {
    input: async (t) => ({
      body: {
        plan_id: await newPlanId(t, await newMember(t, 'admin', 'plans')),
        new_price: 59,
        effective_at: '2027-06-01T00:00:00Z',
      },
    }),
  },
  'admin/retire-plan': {
    input: async (t) => ({ body: { id: await newPlanId(t, await newMember(t, 'admin', 'plans')) } }),
  },
  'admin/get-customers': { input: () => ({ query: { search: 'example.com' } }) },
  'admin/create-wallet-adjustment': {
    own: async (_t, owner) => ({ userId: owner.id }),
    ownerRows: async (t, owner) => t.ctx.db.select().from(wallets).where(eq(wallets.userId, owner.id)),
    input: (_t, _caller, owned) => ({
      body: {
        user_id: owned.userId!,
        kind: 'reward',
        amount: 25,
        event_name: 'Matrix',
        reason: 'Giveaway winner',
      },
    }),
  },
  // Issue 21.4: B's page in the console, B's notes, a read-only view of B.
  'admin/get-customer': {
    own: async (_t, owner) => ({ userId: owner.id }),
    input: (_t, _caller, owned) => ({ query: { user_id: owned.userId! } }),
  },
  'admin/get-customer-wallet': {
    own: async (_t, owner) => ({ userId: owner.id }),
    input: (_t, _caller, owned) => ({ query: { user_id: owned.userId!, page: '1' } }),
  },
  'admin/get-customer-credits': {
    own: async (_t, owner) => ({ userId: owner.id }),
    input: (_t, _caller, owned) => ({ query: { user_id: owned.userId! } }),
  },
  'admin/get-customer-notes': {
    own: async (_t, owner) => ({ userId: owner.id }),
    input: (_t, _caller, owned) => ({ query: { user_id: owned.userId! } }),
  },
  'admin/add-customer-note': {
    own: async (_t, owner) => ({ userId: owner.id }),
    ownerRows: async (t, owner) =>
      t.ctx.db.select().from(customerNotes).where(eq(customerNotes.userId, owner.id)),
    input: (_t, _caller, owned) => ({
      body: { user_id: owned.userId!, text: 'Asked for an invoice copy by phone (matrix).' },
    }),
  },
  'admin/start-view-as': {
    own: async (_t, owner) => ({ userId: owner.id }),
    ownerRows: async (t, owner) =>
      t.ctx.db.select().from(viewAsSessions).where(eq(viewAsSessions.memberId, owner.id)),
    input: (_t, _caller, owned) => ({ body: { user_id: owned.userId! } }),
  },
  'admin/end-view-as': { input: () => ({ body: { token: `matrix-${unique()}` } }) },
  'admin/get-contact-messages': { input: () => ({ query: { handled: 'false' } }) },
  'admin/mark-contact-message-handled': {
    async input(t) {
      const email = `visitor-${unique()}@example.com`;
      await call(t, null, 'POST', 'contact/create-contact-message', {
        body: { name: 'Visitor', email, message: 'Hello there' },
      });
      const [message] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      return { body: { id: message!.id, is_handled: true } };
    },
  },
  'admin/get-newsletter-subscribers': { input: () => ({ query: { subscribed: 'true' } }) },
  'admin/get-outbox': { input: () => ({ query: { channel: 'email' } }) },
  'admin/get-audit-log': { input: () => ({ query: { entity: 'plan' } }) },
  'admin/get-audit-actors': NOTHING,
  'admin/get-lead-quality': NOTHING,
  'admin/get-invoices': NOTHING,
  'admin/get-credit-packs': NOTHING,
  'admin/create-credit-pack': {
    input: async (t) => ({ body: { plan_id: await planIdOf(t, 'Pro'), credits: 5, price: 25 } }),
  },
  'admin/update-credit-pack': {
    input: async (t) => ({ body: { id: await creditPackIdOf(t, 'Pro'), price: 89 } }),
  },
  'admin/get-seller-opt-outs': NOTHING,
  'admin/get-lead-compliance': NOTHING,
  'admin/get-dnc-lists': NOTHING,
  'admin/upload-dnc-list': {
    input: () => ({
      body: { list: 'litigator', csv: 'phone\n2165550188\n2165550189', file_name: 'matrix.csv' },
    }),
  },
  'admin/create-seller-opt-out': {
    input: () => ({ body: { phone: uniquePhone(), note: 'Phoned support (matrix)' } }),
  },
  'admin/get-import-batches': NOTHING,
  'admin/get-import-rejected-rows': {
    input: async (t, caller) => ({ query: { id: await scheduledImportId(t, caller) } }),
  },
  'admin/publish-leads-now': {
    input: async (t, caller) => ({ body: { import_id: await scheduledImportId(t, caller) } }),
  },
  'admin/schedule-leads': {
    input: async (t) => ({
      body: { lead_ids: [await newLeadId(t)], publish_at: '2027-06-01T10:00:00-05:00' },
    }),
  },
  'admin/unpublish-leads': { input: async (t) => ({ body: { lead_ids: [await newLeadId(t)] } }) },
};

export const ENDPOINT_CASES: Record<string, EndpointCase> = {
  ...PUBLIC_CASES,
  ...MEMBER_CASES,
  ...ADMIN_CASES,
  'leads/get-purchased-premium-leads': NOTHING,
  'leads/change-purchased-lead-status': NOTHING,
};
