import {
  acceptTeamInvitation,
  assignLead,
  cancelSubscription,
  changeName,
  createTopUp,
  createWebhookEndpoint,
  changeLeadStatus,
  changePurchasedLeadStatus,
  changeTeamMemberRole,
  getCurrentUser,
  getMyPurchasedLeads,
  getPipelineLead,
  getPipelineLeads,
  getPurchasedPremiumLeads,
  getRoiReport,
  getTeam,
  getTeamInvitation,
  inviteTeamMember,
  removeTeamMember,
  revokeTeamInvitation,
  leaveTeam,
  getCustomerDetail,
  createRefundRequest,
  getMyRequests,
  setLeadFollowUp,
  takePremiumLead,
  buyExclusiveLead,
  teamSchema,
  type TeamMemberRole,
} from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  leadPurchases,
  outboxMessages,
  plans,
  refundRequests,
  subscriptions,
} from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { createApiKey } from '../api-keys/api-keys.service.js';
import {
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionCookieOf,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
let people = 0;
const address = (label: string) => `${label}-${++people}@example.com`;
type Headers = Record<string, string>;

/** An owner on the Pro plan: 3 seats (the owner and two more) and its monthly premium credits. */
async function owner(plan: 'basic' | 'pro' = 'pro') {
  const { user, headers } = await createSubscriber(t, address('owner'), { plan });
  await fundWallet(t.ctx, user.id, 100_000);
  return { user, headers };
}

async function invitationToken(email: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'team-invitation')))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = mail && /token=([\w-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { token, mail: mail! };
}

const invite = (headers: Headers, email: string, role: TeamMemberRole) =>
  callEndpoint(t, inviteTeamMember, { headers, body: { email, role } });

/** Invites a new person, who accepts with a name and password: their session's headers. */
async function joinAs(ownerHeaders: Headers, role: TeamMemberRole) {
  const email = address(role);
  expect((await invite(ownerHeaders, email, role)).statusCode).toBe(200);
  const { token } = await invitationToken(email);
  const accepted = await callEndpoint(t, acceptTeamInvitation, {
    headers: { origin: APP_URL },
    body: { token, name: `Pat ${role}`, password: 'a-long-password-1', is_adult: true, accept_terms: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const me = accepted.json().result;
  return { id: me._id as string, email, headers: { cookie: sessionCookieOf(accepted)!, origin: APP_URL } };
}

const take = (headers: Headers, leadId: string) =>
  callEndpoint(t, takePremiumLead, { headers, body: { lead_id: leadId } });

async function purchaseOf(leadId: string) {
  const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, leadId));
  return sale!;
}

describe('inviting and joining (issue 22.4)', () => {
  it('mails a link; the new person sets a name and password, joins as a buyer and is signed in', async () => {
    const boss = await owner();
    const email = address('new');
    const invited = await invite(boss.headers, email, 'buyer');
    expect(invited.statusCode).toBe(200);
    const team = teamSchema.parse(invited.json().result);
    expect(team.seats_used).toBe(2);
    expect(team.seats_limit).toBe(3);
    expect(team.invitations).toEqual([expect.objectContaining({ email, role: 'buyer' })]);

    const { token, mail } = await invitationToken(email);
    expect(mail.subject).toBe('You are invited to a team on SellerSignal');
    expect(mail.body).toContain(`${boss.user.email} invited you to their SellerSignal team as a buyer`);
    expect(mail.body).toContain(`${APP_URL}/accept-invite?token=`);

    const read = await callEndpoint(t, getTeamInvitation, { headers: { origin: APP_URL }, body: { token } });
    expect(read.json().result).toEqual({
      account_name: boss.user.name,
      email,
      role: 'buyer',
      has_account: false,
    });

    const accepted = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token, name: 'Jamie Buyer', password: 'a-long-password-1', is_adult: true, accept_terms: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().result).toMatchObject({
      name: 'Jamie Buyer',
      email,
      account_id: boss.user.id,
      team_role: 'buyer',
    });

    const again = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token, name: 'Jamie Buyer', password: 'a-long-password-1', is_adult: true, accept_terms: true },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toMatch(/^This invitation link is no longer valid/);

    const members = teamSchema.parse(
      (await callEndpoint(t, getTeam, { headers: boss.headers })).json().result,
    );
    expect(members.members.map((m) => [m.name, m.role])).toEqual([
      [boss.user.name, 'owner'],
      ['Jamie Buyer', 'buyer'],
    ]);
    expect(members.invitations).toEqual([]);
  });

  it('asks a new person for their name and the sign-up confirmations', async () => {
    const boss = await owner();
    const email = address('new');
    await invite(boss.headers, email, 'viewer');
    const { token } = await invitationToken(email);
    const response = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token, password: 'a-long-password-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.name',
      'body.is_adult',
      'body.accept_terms',
    ]);
  });

  it('lets an existing account with nothing of its own join with its password, and refuses one with money', async () => {
    const boss = await owner();
    const { user: empty } = await createCustomer(t.ctx, {
      email: address('empty'),
      password: 'its-own-password-1',
    });
    await invite(boss.headers, empty.email, 'viewer');
    const { token } = await invitationToken(empty.email);
    expect(
      (await callEndpoint(t, getTeamInvitation, { headers: { origin: APP_URL }, body: { token } })).json()
        .result.has_account,
    ).toBe(true);
    const wrong = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const joined = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token, password: 'its-own-password-1' },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().result).toMatchObject({
      _id: empty.id,
      account_id: boss.user.id,
      team_role: 'viewer',
    });

    const { user: funded } = await createCustomer(t.ctx, {
      email: address('funded'),
      password: 'its-own-password-1',
    });
    await fundWallet(t.ctx, funded.id, 500);
    await invite(boss.headers, funded.email, 'buyer');
    const refused = await callEndpoint(t, acceptTeamInvitation, {
      headers: { origin: APP_URL },
      body: { token: (await invitationToken(funded.email)).token, password: 'its-own-password-1' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Your account has its own subscription, purchased leads or wallet balance, so it cannot join a team: they would be lost. Ask the owner to invite another address.',
    );
  });

  it('refuses an invitation past the seats, naming the limit; a revoked invitation frees its seat', async () => {
    const solo = await owner('basic');
    const none = await invite(solo.headers, address('x'), 'buyer');
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe(
      'Your plan includes 1 team seat (the owner included), and all 1 are taken by members and open invitations. Remove a member, revoke an invitation, or choose a plan with more seats.',
    );

    const boss = await owner();
    await joinAs(boss.headers, 'buyer');
    const second = await invite(boss.headers, address('second'), 'viewer');
    expect(second.statusCode).toBe(200);
    const full = await invite(boss.headers, address('third'), 'viewer');
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(
      /^Your plan includes 3 team seats \(the owner included\), and all 3 are taken/,
    );

    const open = teamSchema.parse(second.json().result).invitations[0]!;
    const revoked = await callEndpoint(t, revokeTeamInvitation, {
      headers: boss.headers,
      body: { id: open._id },
    });
    expect(revoked.statusCode).toBe(200);
    expect(teamSchema.parse(revoked.json().result).seats_used).toBe(2);
    expect((await invite(boss.headers, address('third'), 'viewer')).statusCode).toBe(200);
  });

  it('re-checks the seats at acceptance: after a change to a plan with fewer seats, refused (409) and left open', async () => {
    const boss = await owner();
    const email = address('late');
    expect((await invite(boss.headers, email, 'viewer')).statusCode).toBe(200);
    const { token } = await invitationToken(email);
    // The owner moves to Basic (1 seat, the owner's) before the invitation is accepted.
    const [basic] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Basic'));
    await t.ctx.db
      .update(subscriptions)
      .set({ planId: basic!.id })
      .where(eq(subscriptions.userId, boss.user.id));
    const body = {
      token,
      name: 'Late Viewer',
      password: 'a-long-password-1',
      is_adult: true as const,
      accept_terms: true as const,
    };
    const refused = await callEndpoint(t, acceptTeamInvitation, { headers: { origin: APP_URL }, body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "This team's plan now includes 1 team seat (the owner included), and 2 are taken by members and open invitations, so the invitation cannot be accepted yet. Ask the team's owner to free a seat or choose a plan with more seats; the invitation stays open until it expires.",
    );
    const team = teamSchema.parse((await callEndpoint(t, getTeam, { headers: boss.headers })).json().result);
    expect(team.members.map((m) => m.email)).not.toContain(email);
    expect(team.invitations.map((i) => i.email)).toEqual([email]);

    // Back on Pro, the same link works.
    const [pro] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Pro'));
    await t.ctx.db
      .update(subscriptions)
      .set({ planId: pro!.id })
      .where(eq(subscriptions.userId, boss.user.id));
    expect(
      (await callEndpoint(t, acceptTeamInvitation, { headers: { origin: APP_URL }, body })).statusCode,
    ).toBe(200);
  });
});

describe('a team shares the account (decision 036)', () => {
  it("a buyer takes a lead with the account's credit: counted once, owned by the account, bought by the member", async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const lead = await createLead(t.ctx, { type: 'premium' });
    const taken = await take(buyer.headers, lead.id);
    expect(taken.statusCode, taken.body).toBe(200);
    const left = taken.json().result.credits_left as number;
    // The owner taking another spends the same pool.
    const other = await createLead(t.ctx, { type: 'premium' });
    expect((await take(boss.headers, other.id)).json().result.credits_left).toBe(left - 1);
    // The same lead again, by the owner: the account has it already.
    expect((await take(boss.headers, lead.id)).statusCode).toBe(409);

    const sale = await purchaseOf(lead.id);
    expect(sale.userId).toBe(boss.user.id);
    expect(sale.purchasedBy).toBe(buyer.id);
    const list = await callEndpoint(t, getPipelineLeads, { headers: boss.headers, query: {} });
    const row = list.json().result.find((r: { lead_id: string }) => r.lead_id === lead.id);
    expect(row.purchased_by).toEqual({ user_id: buyer.id, name: 'Pat buyer' });
    const purchased = (
      await callEndpoint(t, getMyPurchasedLeads, { headers: boss.headers, query: {} })
    ).json().result as { id: string; bought_by: string | null }[];
    expect(purchased.find((l) => l.id === lead.id)?.bought_by).toBe('Pat buyer');
    expect(purchased.find((l) => l.id === other.id)?.bought_by).toBe(boss.user.name);
  });

  it('a viewer reads the leads, pipeline and ROI but cannot buy, take or change a status (403)', async () => {
    const boss = await owner();
    const viewer = await joinAs(boss.headers, 'viewer');
    const premium = await createLead(t.ctx, { type: 'premium' });
    expect((await take(boss.headers, premium.id)).statusCode).toBe(200);
    const sale = await purchaseOf(premium.id);

    const refusal =
      "Viewers can read the team's leads but not buy, take or change them. Ask the account's owner to make you a buyer.";
    const exclusive = await createLead(t.ctx, { type: 'exclusive', priceCents: 2_000 });
    for (const response of [
      await take(viewer.headers, (await createLead(t.ctx, { type: 'premium' })).id),
      await callEndpoint(t, buyExclusiveLead, { headers: viewer.headers, body: { lead_id: exclusive.id } }),
      await callEndpoint(t, changeLeadStatus, {
        headers: viewer.headers,
        body: { purchase_id: sale.id, status: 'contacted' },
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(refusal);
    }
    const invited = await invite(viewer.headers, address('x'), 'viewer');
    expect(invited.statusCode).toBe(403);
    expect(invited.json().detail).toBe(
      "Only the account's owner can do this; your role is viewer. Ask the owner.",
    );

    expect((await purchaseOf(premium.id)).pipelineStatus).toBe('new');
    const list = await callEndpoint(t, getMyPurchasedLeads, { headers: viewer.headers, query: {} });
    expect(list.json().result.map((l: { id: string }) => l.id)).toEqual([premium.id]);
    const detail = await callEndpoint(t, getPipelineLead, {
      headers: viewer.headers,
      query: { purchase_id: sale.id },
    });
    expect(detail.statusCode).toBe(200);
    expect((await callEndpoint(t, getRoiReport, { headers: viewer.headers, query: {} })).statusCode).toBe(
      200,
    );

    // Made a buyer, the same person may now work the lead.
    const promoted = await callEndpoint(t, changeTeamMemberRole, {
      headers: boss.headers,
      body: { user_id: viewer.id, role: 'buyer' },
    });
    expect(promoted.statusCode).toBe(200);
    const moved = await callEndpoint(t, changeLeadStatus, {
      headers: viewer.headers,
      body: { purchase_id: sale.id, status: 'contacted' },
    });
    expect(moved.statusCode).toBe(200);
    const history = (
      await callEndpoint(t, getPipelineLead, { headers: boss.headers, query: { purchase_id: sale.id } })
    ).json().result.history;
    expect(history[0]).toMatchObject({
      actor_id: viewer.id,
      actor_name: 'Pat viewer',
      to_status: 'contacted',
    });
  });

  it("a member of one team never sees another team's purchases, pipeline or ROI", async () => {
    const teamA = await owner();
    const teamB = await owner();
    const memberA = await joinAs(teamA.headers, 'buyer');
    const leadB = await createLead(t.ctx, { type: 'premium' });
    expect((await take(teamB.headers, leadB.id)).statusCode).toBe(200);
    const saleB = await purchaseOf(leadB.id);
    await callEndpoint(t, changeLeadStatus, {
      headers: teamB.headers,
      body: { purchase_id: saleB.id, status: 'closed', deal_type: 'assignment', revenue_cents: 900_000 },
    });

    expect(
      (await callEndpoint(t, getMyPurchasedLeads, { headers: memberA.headers, query: {} })).json().result,
    ).toEqual([]);
    expect(
      (await callEndpoint(t, getPipelineLeads, { headers: memberA.headers, query: {} })).json().result,
    ).toEqual([]);
    const detail = await callEndpoint(t, getPipelineLead, {
      headers: memberA.headers,
      query: { purchase_id: saleB.id },
    });
    expect(detail.statusCode).toBe(404);
    const moved = await callEndpoint(t, changeLeadStatus, {
      headers: memberA.headers,
      body: { purchase_id: saleB.id, status: 'dead' },
    });
    expect(moved.statusCode).toBe(404);
    const roi = (await callEndpoint(t, getRoiReport, { headers: memberA.headers, query: {} })).json().result;
    expect(JSON.stringify(roi)).not.toContain('9000');
    const foreignTeam = await callEndpoint(t, removeTeamMember, {
      headers: teamB.headers,
      body: { user_id: memberA.id },
    });
    expect(foreignTeam.statusCode).toBe(404);
  });

  it('assigns a purchased lead to a member; "assigned to me" lists it; an outsider cannot be assigned', async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const lead = await createLead(t.ctx, { type: 'premium' });
    await take(boss.headers, lead.id);
    const sale = await purchaseOf(lead.id);
    const assigned = await callEndpoint(t, assignLead, {
      headers: boss.headers,
      body: { purchase_id: sale.id, user_id: buyer.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().result.assigned_to).toEqual({ user_id: buyer.id, name: 'Pat buyer' });
    const mine = await callEndpoint(t, getPipelineLeads, {
      headers: buyer.headers,
      query: { assigned_to_me: 'true' },
    });
    expect(mine.json().result.map((r: { purchase_id: string }) => r.purchase_id)).toEqual([sale.id]);
    const ownerMine = await callEndpoint(t, getPipelineLeads, {
      headers: boss.headers,
      query: { assigned_to_me: 'true' },
    });
    expect(ownerMine.json().result).toEqual([]);

    const { user: outsider } = await createCustomer(t.ctx, { email: address('outsider') });
    const refused = await callEndpoint(t, assignLead, {
      headers: boss.headers,
      body: { purchase_id: sale.id, user_id: outsider.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('There is no such member in your team.');
  });
});

describe("the console's view of a team (issue 22.4)", () => {
  it("shows an owner's members and open invitations, and a member's account and role", async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const invited = address('waiting');
    expect((await invite(boss.headers, invited, 'viewer')).statusCode).toBe(200);
    const headers = await adminHeaders(t);
    const read = async (userId: string) =>
      (await callEndpoint(t, getCustomerDetail, { headers, query: { user_id: userId } })).json().result;

    const ownerPage = await read(boss.user.id);
    expect(ownerPage.team).toMatchObject({ role: 'owner', account: null, seats_used: 3, seats_limit: 3 });
    expect(ownerPage.team.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual(
      [
        [boss.user.id, 'owner'],
        [buyer.id, 'buyer'],
      ],
    );
    expect(ownerPage.team.invitations.map((i: { email: string }) => i.email)).toEqual([invited]);

    const memberPage = await read(buyer.id);
    expect(memberPage.team).toMatchObject({
      role: 'buyer',
      account: { _id: boss.user.id, email: boss.user.email },
    });
  });
});

describe('leaving a team (issue 22.4)', () => {
  it('a member leaves: still signed in as an account of their own, their keys refused, the owner told; the owner cannot leave', async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const lead = await createLead(t.ctx, { type: 'premium' });
    expect((await take(buyer.headers, lead.id)).statusCode).toBe(200);
    const { key } = await createApiKey(t.ctx.db, buyer.id, 'CRM', t.ctx.clock.now());
    const pull = () =>
      callEndpoint(t, getPurchasedPremiumLeads, { headers: { 'x-api-key': key }, query: {} });
    expect((await pull()).statusCode).toBe(200);

    const left = await callEndpoint(t, leaveTeam, { headers: buyer.headers, body: {} });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().result).toMatchObject({ _id: buyer.id, team_role: 'owner' });
    // The same session now reads an account of their own: no purchases; the team keeps the lead.
    const mine = await callEndpoint(t, getMyPurchasedLeads, { headers: buyer.headers, query: {} });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toHaveLength(0);
    expect((await purchaseOf(lead.id)).userId).toBe(boss.user.id);
    expect((await pull()).statusCode).toBe(401);
    const team = teamSchema.parse((await callEndpoint(t, getTeam, { headers: boss.headers })).json().result);
    expect(team.members.map((m) => m.user_id)).not.toContain(buyer.id);
    const [told] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, boss.user.email), eq(outboxMessages.template, 'team-member-left')),
      );
    expect(told?.subject).toBe('Pat buyer left your SellerSignal team');

    const again = await callEndpoint(t, leaveTeam, { headers: buyer.headers, body: {} });
    expect(again.statusCode).toBe(409);
    const ownerLeaves = await callEndpoint(t, leaveTeam, { headers: boss.headers, body: {} });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().detail).toBe(
      'You own this account, so you cannot leave it. Remove its members first; to close the account, delete it on your profile page.',
    );
  });
});

describe('refund requests in a team (issue 22.4)', () => {
  it("record the member who filed them, shown to everyone in the team, on the account's purchase", async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 2_000 });
    const bought = await callEndpoint(t, buyExclusiveLead, {
      headers: buyer.headers,
      body: { lead_id: lead.id },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const sale = await purchaseOf(lead.id);
    const filed = await callEndpoint(t, createRefundRequest, {
      headers: buyer.headers,
      body: { purchase_id: sale.id, reason: 'Duplicate', evidence_text: 'I bought this seller last week.' },
    });
    expect(filed.statusCode, filed.body).toBe(200);

    for (const headers of [boss.headers, buyer.headers]) {
      const listed = (await callEndpoint(t, getMyRequests, { headers })).json().result;
      expect(listed).toEqual([expect.objectContaining({ purchase_id: sale.id, requested_by: 'Pat buyer' })]);
    }
    const [row] = await t.ctx.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.leadPurchaseId, sale.id));
    expect([row!.userId, row!.requestedBy]).toEqual([boss.user.id, buyer.id]);
  });
});

describe('follow-up reminders in a team (issue 22.4)', () => {
  const remindersTo = (email: string) =>
    t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'follow-up-reminder')));

  it('go to the member a lead is assigned to, to the owner for the rest, and to the owner once the member has left', async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const assignedLead = await createLead(t.ctx, { type: 'premium' });
    const ownLead = await createLead(t.ctx, { type: 'premium' });
    await take(boss.headers, assignedLead.id);
    await take(buyer.headers, ownLead.id);
    const assigned = await purchaseOf(assignedLead.id);
    const unassigned = await purchaseOf(ownLead.id);
    expect(
      (
        await callEndpoint(t, assignLead, {
          headers: boss.headers,
          body: { purchase_id: assigned.id, user_id: buyer.id },
        })
      ).statusCode,
    ).toBe(200);
    t.clock.set('2026-12-01T15:00:00Z');
    for (const [id, day] of [
      [assigned.id, '2026-12-02'],
      [unassigned.id, '2026-12-02'],
    ] as const) {
      const set = await callEndpoint(t, setLeadFollowUp, {
        headers: buyer.headers,
        body: { purchase_id: id, follow_up_on: day },
      });
      expect(set.statusCode, set.body).toBe(200);
    }

    t.clock.set('2026-12-02T14:00:00Z');
    await runMaintenance(t.ctx);
    const toBuyer = await remindersTo(buyer.email);
    const toBoss = await remindersTo(boss.user.email);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.body).toContain(`${assignedLead.leadName}, ${assignedLead.city}`);
    expect(toBuyer[0]!.body).not.toContain(`${ownLead.leadName}, ${ownLead.city}`);
    // Bought by the buyer but assigned to nobody: the account's owner is reminded.
    expect(toBoss).toHaveLength(1);
    expect(toBoss[0]!.body).toContain(`${ownLead.leadName}, ${ownLead.city}`);

    // The buyer leaves the team; the assigned lead's next follow-up reminds the owner.
    expect(
      (await callEndpoint(t, removeTeamMember, { headers: boss.headers, body: { user_id: buyer.id } }))
        .statusCode,
    ).toBe(200);
    const again = await callEndpoint(t, setLeadFollowUp, {
      headers: boss.headers,
      body: { purchase_id: assigned.id, follow_up_on: '2026-12-03' },
    });
    expect(again.statusCode, again.body).toBe(200);
    t.clock.set('2026-12-03T14:00:00Z');
    await runMaintenance(t.ctx);
    expect(await remindersTo(buyer.email)).toHaveLength(1);
    const later = await remindersTo(boss.user.email);
    expect(later).toHaveLength(2);
    expect(later.map((m) => m.subject)).toContain(`Follow up with ${assignedLead.leadName} today`);
  });
});

describe("the owner's own powers", () => {
  it('refuses a buyer the wallet, billing, webhooks and the team (403), and lets them keep their own settings', async () => {
    const boss = await owner();
    const buyer = await joinAs(boss.headers, 'buyer');
    const ownerOnly = "Only the account's owner can do this; your role is buyer. Ask the owner.";
    for (const response of [
      await callEndpoint(t, createTopUp, { headers: buyer.headers, body: { amount: 20 } }),
      await callEndpoint(t, cancelSubscription, { headers: buyer.headers }),
      await callEndpoint(t, createWebhookEndpoint, {
        headers: buyer.headers,
        body: { url: 'https://example.com/hook' },
      }),
      await invite(buyer.headers, address('x'), 'viewer'),
      await callEndpoint(t, removeTeamMember, { headers: buyer.headers, body: { user_id: buyer.id } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(ownerOnly);
    }
    const renamed = await callEndpoint(t, changeName, {
      headers: buyer.headers,
      body: { name: 'Pat Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toMatchObject({ _id: buyer.id, name: 'Pat Renamed' });
    const team = teamSchema.parse((await callEndpoint(t, getTeam, { headers: boss.headers })).json().result);
    expect(team.members.map((m) => m.name)).toEqual([boss.user.name, 'Pat Renamed']);
  });
});

describe('removing a member', () => {
  it('ends their sessions and their API key at once; they keep a login of their own with nothing in it', async () => {
    const boss = await owner();
    const member = await joinAs(boss.headers, 'buyer');
    const lead = await createLead(t.ctx, { type: 'premium' });
    await take(member.headers, lead.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/create-api-key',
      headers: member.headers,
      payload: { name: 'CRM' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().result.key as string;
    // The key is the member's, and reads the account's purchased leads.
    const pulled = await callEndpoint(t, getPurchasedPremiumLeads, {
      headers: { 'x-api-key': key },
      query: {},
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().result.map((l: { id: string }) => l.id)).toEqual([lead.id]);

    const removed = await callEndpoint(t, removeTeamMember, {
      headers: boss.headers,
      body: { user_id: member.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(teamSchema.parse(removed.json().result).members.map((m) => m.role)).toEqual(['owner']);

    expect((await callEndpoint(t, getCurrentUser, { headers: member.headers })).statusCode).toBe(401);
    const keyAfter = await callEndpoint(t, changePurchasedLeadStatus, {
      headers: { 'x-api-key': key },
      body: { lead_id: lead.id, status: 'dead' },
    });
    expect(keyAfter.statusCode).toBe(401);
    expect((await purchaseOf(lead.id)).pipelineStatus).toBe('new');

    const alone = { cookie: await sessionFor(t.ctx, member.id), origin: APP_URL };
    const me = (await callEndpoint(t, getCurrentUser, { headers: alone })).json().result;
    expect(me).toMatchObject({ account_id: member.id, team_role: 'owner' });
    expect((await callEndpoint(t, getMyPurchasedLeads, { headers: alone, query: {} })).json().result).toEqual(
      [],
    );
    // What they bought stays the team's.
    expect((await purchaseOf(lead.id)).userId).toBe(boss.user.id);
  });
});
