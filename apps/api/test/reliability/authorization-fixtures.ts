import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  affiliateCommissions,
  affiliates,
  apiKeys,
  leadPurchases,
  leads,
  payments,
  pipelineNotes,
  pipelineStatusChanges,
  refundRequests,
  savedSearches,
  subscriptions,
  teamInvitations,
  teamMembers,
  users,
  walletEntries,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { createLead, givePlan, type TestApp } from '../helpers.js';
import { fund, newMember, saveCard, subscribe, succeed, type Member } from './members.js';

/**
 * The shape of one authorisation case and the set-up steps the cases share: B's resources
 * (webhooks, purchases, keys...) and what an admin request needs to succeed.
 */
export type Owned = Record<string, string>;
export interface CaseInput {
  query?: Record<string, string>;
  body?: object;
}

export interface EndpointCase {
  /** Gives a member what the request needs to succeed (a card, credits, money...). */
  prepare?(t: TestApp, member: Member): Promise<void>;
  input(t: TestApp, caller: Member | null, owned: Owned): CaseInput | Promise<CaseInput>;
  /** Makes B's resource that the request names. */
  own?(t: TestApp, owner: Member): Promise<Owned>;
  /** B's rows the request could read or change: the same before and after anyone else tries. */
  ownerRows?(t: TestApp, owner: Member): Promise<unknown[]>;
  /** What another member gets for B's resource: 404 (no such resource of yours) or 403. */
  foreignStatus?: 403 | 404;
  /** Makes B's data that a list shows: only B's answer may contain these strings. */
  ownerData?(t: TestApp, owner: Member): Promise<string[]>;
}

/** Webhook URLs point at a closed port of this suite's range: deliveries fail fast and harmlessly. */
export const HOOK_URL = 'http://127.0.0.1:5199/hook';
export const unique = () => randomUUID().slice(0, 8);
export const NOTHING: EndpointCase = { input: () => ({}) };
const LEAD_INPUT = {
  lead_name: 'Ana Lopez',
  property_type: 'Single Family',
  reason: 'Divorce',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  city: 'Austin',
  state: 'TX',
  ZIP: '78701',
};
export const freshLeadInput = () => ({
  ...LEAD_INPUT,
  lead_phone: `(512) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  address_line_1: `${Math.floor(Math.random() * 9000) + 100} Matrix St ${unique()}`,
});
export const importCsv = () => {
  const lead = freshLeadInput();
  return [
    'lead_name,lead_phone,property_type,reason,selling_timeline,address_line_1,city,state,zip,lead_type',
    [
      lead.lead_name,
      lead.lead_phone,
      lead.property_type,
      lead.reason,
      lead.selling_timeline,
      lead.address_line_1,
      lead.city,
      lead.state,
      lead.ZIP,
      lead.lead_type,
    ].join(','),
  ].join('\n');
};
export const PLAN_INPUT = {
  plan_details: 'Ten premium leads a month.',
  premium_credits: 10,
  is_recommended: false,
  benefits: ['10 premium leads'],
};

export const rowsOfOwner = {
  savedSearches: (t: TestApp, owner: Member) =>
    t.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, owner.id)),
  apiKeys: (t: TestApp, owner: Member) => t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id)),
  webhooks: (t: TestApp, owner: Member) =>
    t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, owner.id)),
  async deliveries(t: TestApp, owner: Member) {
    const endpoints = await rowsOfOwner.webhooks(t, owner);
    if (endpoints.length === 0) return [];
    const ids = endpoints.map((e) => e.id);
    return t.ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.endpointId, ids));
  },
  async purchases(t: TestApp, owner: Member) {
    const sales = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, owner.id));
    const requests = await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.userId, owner.id));
    return [...sales, ...requests];
  },
  user: (t: TestApp, owner: Member) => t.ctx.db.select().from(users).where(eq(users.id, owner.id)),
  /** B's purchases with their pipeline: status, follow-up, history and notes (issue 22.1). */
  async pipeline(t: TestApp, owner: Member) {
    const sales = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, owner.id));
    if (sales.length === 0) return [];
    const ids = sales.map((s) => s.id);
    const changes = await t.ctx.db
      .select()
      .from(pipelineStatusChanges)
      .where(inArray(pipelineStatusChanges.leadPurchaseId, ids));
    const notes = await t.ctx.db
      .select()
      .from(pipelineNotes)
      .where(inArray(pipelineNotes.leadPurchaseId, ids));
    return [...sales, ...changes, ...notes];
  },
};

export async function ownWebhook(t: TestApp, owner: Member): Promise<Owned> {
  const created = await succeed(t, owner, 'POST', 'webhooks/create-webhook-endpoint', { url: HOOK_URL });
  return { id: created._id };
}

export async function ownDelivery(t: TestApp, owner: Member): Promise<Owned> {
  const { id } = await ownWebhook(t, owner);
  const sent = await succeed(t, owner, 'POST', 'webhooks/send-test-event', { id });
  return { id: id!, delivery: sent.delivery_id };
}

export async function ownPurchase(t: TestApp, owner: Member, type: 'exclusive' | 'premium'): Promise<Owned> {
  if (type === 'exclusive') await fund(t, owner);
  else await subscribe(t, owner);
  const lead = await createLead(t.ctx, { type, priceCents: 2_000 });
  const path = type === 'exclusive' ? 'leads/buy-exclusive-lead' : 'leads/take-premium-lead';
  await succeed(t, owner, 'POST', path, { lead_id: lead.id });
  const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
  return { purchase: sale!.id };
}

/** B's purchase id and the lead's id (both appear in B's purchased-lead list, the id in B's CSV). */
export async function ownPurchasedLead(t: TestApp, owner: Member) {
  const { purchase } = await ownPurchase(t, owner, 'exclusive');
  const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchase!));
  return [purchase!, sale!.leadId];
}

/** B's purchase in a county named for this test: the ROI report's county breakdown shows it to B alone. */
export async function ownRoiCounty(t: TestApp, owner: Member) {
  const { purchase } = await ownPurchase(t, owner, 'exclusive');
  const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchase!));
  const county = `Roi${unique()} County, TX`;
  await t.ctx.db.update(leads).set({ county }).where(eq(leads.id, sale!.leadId));
  return [county];
}

export async function ownRefundRequest(t: TestApp, owner: Member) {
  const { purchase } = await ownPurchase(t, owner, 'exclusive');
  const filed = await succeed(t, owner, 'POST', 'refunds/create-refund-request', {
    purchase_id: purchase,
    reason: 'Duplicate',
    evidence_text: 'Bought it last week.',
  });
  return [filed._id as string];
}

export async function ownLedgerEntry(t: TestApp, owner: Member) {
  await fund(t, owner);
  const [entry] = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, owner.id));
  return [entry!.id];
}

export async function ownPayment(t: TestApp, owner: Member) {
  await saveCard(t, owner);
  await succeed(t, owner, 'POST', 'wallet/create-top-up', { amount: 15 });
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.userId, owner.id));
  return [payment!.id];
}

export async function ownSheet(t: TestApp, owner: Member) {
  const spreadsheetId = `Owner${unique()}SheetIdentifier0000`;
  await succeed(t, owner, 'POST', 'integrations/connect-google-sheet', {
    spreadsheet_url: `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
  });
  return [spreadsheetId];
}

/** A pending refund request of a customer of its own, for the admin's decision. */
export async function pendingRequest(t: TestApp): Promise<string> {
  const buyer = await newMember(t, 'customer', 'refund-buyer');
  const { purchase } = await ownPurchase(t, buyer, 'exclusive');
  const filed = await succeed(t, buyer, 'POST', 'refunds/create-refund-request', {
    purchase_id: purchase,
    reason: 'Duplicate',
    evidence_text: 'Same seller as a lead I bought last week.',
  });
  return filed._id;
}

/** A refund request with an evidence file attached: its id. */
export async function requestWithEvidenceFile(t: TestApp): Promise<string> {
  const buyer = await newMember(t, 'customer', 'evidence-buyer');
  const { purchase } = await ownPurchase(t, buyer, 'exclusive');
  const filed = await succeed(t, buyer, 'POST', 'refunds/create-refund-request', {
    purchase_id: purchase,
    reason: 'Duplicate',
    evidence_file: {
      name: 'call-log.txt',
      type: 'text/plain',
      content_base64: Buffer.from('Nov 21 10:02 called, no answer').toString('base64'),
    },
  });
  return filed._id;
}

/**
 * An active affiliate with a payable commission (a referred member subscribed, and the 30-day hold
 * of docs/product.md §14 is over), so a payout can be paid.
 */
export async function owedAffiliate(t: TestApp): Promise<string> {
  const [affiliate] = await t.ctx.db
    .insert(affiliates)
    .values({
      name: 'Owed Affiliate',
      email: `owed-${unique()}@example.com`,
      referralCode: `OWED${unique()}`,
      status: 'active',
    })
    .returning();
  const referred = await newMember(t, 'customer', 'referred');
  await t.ctx.db.update(users).set({ referredByAffiliateId: affiliate!.id }).where(eq(users.id, referred.id));
  await subscribe(t, referred);
  await t.ctx.db
    .update(affiliateCommissions)
    .set({ payableAt: t.clock.now() })
    .where(eq(affiliateCommissions.affiliateId, affiliate!.id));
  return affiliate!.id;
}

export async function newPlanId(t: TestApp, admin: Member) {
  const plan = await succeed(t, admin, 'POST', 'admin/create-plan', {
    ...PLAN_INPUT,
    plan_name: `Matrix ${unique()}`,
    plan_occurance: 'monthly',
    price: 39,
  });
  return plan._id as string;
}

export async function firstAffiliateId(t: TestApp) {
  const [affiliate] = await t.ctx.db.select().from(affiliates).limit(1);
  return affiliate!.id;
}

export async function newLeadId(t: TestApp) {
  return (await createLead(t.ctx, { type: 'premium' })).id;
}

/** Gives the member's account the Pro plan's 3 seats (a team of the owner and two more). */
export const giveSeats = async (t: TestApp, member: Member) => void (await givePlan(t.ctx, member.id, 'pro'));

/** An open invitation of B's team, and the address it went to (decision 036). */
export async function ownInvitation(t: TestApp, owner: Member): Promise<Owned> {
  const [subscription] = await t.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, owner.id));
  if (!subscription) await giveSeats(t, owner);
  const email = `invitee-${unique()}@example.com`;
  const team = await succeed(t, owner, 'POST', 'teams/invite-member', { email, role: 'buyer' });
  return { id: team.invitations.find((i: { email: string }) => i.email === email)._id, email };
}

/** A member of B's team: their own login, joined to B's account as a buyer. */
export async function ownTeamMember(t: TestApp, owner: Member): Promise<Owned> {
  const member = await newMember(t, 'customer', 'teammate');
  await t.ctx.db
    .insert(teamMembers)
    .values({ memberUserId: member.id, accountUserId: owner.id, role: 'buyer' });
  return { id: member.id, email: member.email };
}

/** Puts the member in a team of someone else's as a viewer, so that they have a team to leave. */
export async function joinAnotherTeam(t: TestApp, member: Member): Promise<void> {
  const owner = await newMember(t, 'customer', 'team-owner');
  await t.ctx.db
    .insert(teamMembers)
    .values({ memberUserId: member.id, accountUserId: owner.id, role: 'viewer' });
}

export const rowsOfTeam = (t: TestApp, owner: Member) =>
  Promise.all([
    t.ctx.db.select().from(teamMembers).where(eq(teamMembers.accountUserId, owner.id)),
    t.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.accountUserId, owner.id)),
  ]).then((tables) => tables.flat());
