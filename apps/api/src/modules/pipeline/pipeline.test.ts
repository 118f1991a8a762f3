import {
  PIPELINE_STATUSES,
  addLeadNote,
  changeLeadStatus,
  changePurchasedLeadStatus,
  getPipelineBoard,
  getPipelineLead,
  getPipelineLeads,
  pipelineBoardSchema,
  pipelineLeadDetailSchema,
  setLeadFollowUp,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, outboxMessages, pipelineStatusChanges } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import {
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
let members = 0;

/** A member who bought `count` exclusive leads through the API, with their session headers. */
async function buyer(count = 1, options: { withApiKey?: boolean } = {}) {
  const email = `pipeline-${++members}@example.com`;
  const { user, apiKey } = await createCustomer(t.ctx, { email, ...options });
  await fundWallet(t.ctx, user.id, 100_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const purchases: { id: string; leadId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 2_000 });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/buy-exclusive-lead',
      headers,
      payload: { lead_id: lead.id },
    });
    expect(bought.statusCode).toBe(200);
    const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
    purchases.push({ id: sale!.id, leadId: lead.id });
  }
  return { user, headers, apiKey: apiKey!, purchases, purchase: purchases[0]! };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;
const move = (who: Buyer, body: Record<string, unknown>, purchaseId = who.purchase.id) =>
  callEndpoint(t, changeLeadStatus, {
    headers: who.headers,
    body: { purchase_id: purchaseId, ...body } as never,
  });
const detail = async (who: Buyer, purchaseId = who.purchase.id) => {
  const response = await callEndpoint(t, getPipelineLead, {
    headers: who.headers,
    query: { purchase_id: purchaseId },
  });
  expect(response.statusCode).toBe(200);
  return pipelineLeadDetailSchema.parse(response.json().result);
};

describe('status transitions (decision 032)', () => {
  it('starts every purchase as new and lets any status move to any other, each move in the history', async () => {
    const member = await buyer();
    expect((await detail(member)).item.status).toBe('new');
    let from = 'new';
    // Every ordered pair of distinct statuses, walked as one path through all of them.
    const path: string[] = [];
    for (const a of PIPELINE_STATUSES) for (const b of PIPELINE_STATUSES) if (a !== b) path.push(a, b);
    let moves = 0;
    for (const to of path) {
      if (to === from) continue;
      t.clock.advance(60_000);
      const response = await move(member, { status: to });
      expect(response.statusCode, `${from} → ${to}`).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Data edited successfully',
        result: { status: to, status_changed_at: t.clock.now().toISOString() },
      });
      from = to;
      moves++;
    }
    const { history } = await detail(member);
    expect(history).toHaveLength(moves);
    const pairs = new Set(history.map((h) => `${h.from_status}>${h.to_status}`));
    expect(pairs.size).toBe(PIPELINE_STATUSES.length * (PIPELINE_STATUSES.length - 1));
  });

  it('records from, to, when, who, how and the note of each change', async () => {
    const member = await buyer();
    t.clock.set('2026-11-23T16:00:00Z');
    await move(member, { status: 'contacted', note: 'Spoke with the owner; call back Friday.' });
    const { history } = await detail(member);
    expect(history).toEqual([
      {
        _id: expect.any(String),
        from_status: 'new',
        to_status: 'contacted',
        note: 'Spoke with the owner; call back Friday.',
        deal_type: null,
        revenue_cents: null,
        actor_id: member.user.id,
        actor_name: member.user.name,
        source: 'app',
        created_at: '2026-11-23T16:00:00.000Z',
      },
    ]);
  });

  it('records nothing for the status a lead already has, and keeps a note sent with it as a note', async () => {
    const member = await buyer();
    await move(member, { status: 'contacted' });
    const again = await move(member, { status: 'contacted', note: 'Left a voicemail.' });
    expect(again.statusCode).toBe(200);
    const { history, notes } = await detail(member);
    expect(history).toHaveLength(1);
    expect(notes.map((n) => n.body)).toEqual(['Left a voicemail.']);
  });

  it('closes with optional deal details, refuses them with another status, clears them on moving on', async () => {
    const member = await buyer();
    const early = await move(member, { status: 'offer_made', deal_type: 'flip', revenue_cents: 100 });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { path: 'body.deal_type', message: 'deal_type is recorded only with status closed' },
      { path: 'body.revenue_cents', message: 'revenue_cents is recorded only with status closed' },
    ]);
    const badType = await move(member, { status: 'closed', deal_type: 'wholesale' });
    expect(badType.json().errors[0]).toEqual({
      path: 'body.deal_type',
      message: 'deal_type must be one of: assignment, double_close, flip, listing',
    });
    const negative = await move(member, { status: 'closed', revenue_cents: -5 });
    expect(negative.json().errors[0].path).toBe('body.revenue_cents');

    const closedBare = await move(member, { status: 'closed' });
    expect(closedBare.json().result).toMatchObject({
      status: 'closed',
      deal_type: null,
      revenue_cents: null,
    });
    t.clock.advance(60_000);
    await move(member, { status: 'under_contract' });
    t.clock.advance(60_000);
    const closed = await move(member, {
      status: 'closed',
      deal_type: 'assignment',
      revenue_cents: 1_250_000,
    });
    expect(closed.json().result).toMatchObject({ deal_type: 'assignment', revenue_cents: 1_250_000 });
    t.clock.advance(60_000);
    const reopened = await move(member, { status: 'under_contract', note: 'Buyer backed out.' });
    expect(reopened.json().result).toMatchObject({ deal_type: null, revenue_cents: null });
    const { history } = await detail(member);
    expect(history[1]).toMatchObject({
      to_status: 'closed',
      deal_type: 'assignment',
      revenue_cents: 1_250_000,
    });
  });

  it('refuses an unknown status and an empty or overlong note', async () => {
    const member = await buyer();
    const unknown = await move(member, { status: 'won' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('body.status');
    expect((await move(member, { status: 'contacted', note: '   ' })).json().errors[0]).toEqual({
      path: 'body.note',
      message: 'note must not be empty',
    });
    expect((await move(member, { status: 'contacted', note: 'x'.repeat(2001) })).json().errors[0]).toEqual({
      path: 'body.note',
      message: 'note must be at most 2000 characters',
    });
    expect((await detail(member)).history).toEqual([]);
  });
});

describe('notes', () => {
  it('adds notes of 1 to 2,000 characters, newest first, with their author', async () => {
    const member = await buyer();
    const add = (body: unknown) =>
      callEndpoint(t, addLeadNote, {
        headers: member.headers,
        body: { purchase_id: member.purchase.id, body } as never,
      });
    expect((await add('')).json().errors[0]).toEqual({
      path: 'body.body',
      message: 'body must not be empty',
    });
    expect((await add('y'.repeat(2001))).json().errors[0]).toEqual({
      path: 'body.body',
      message: 'body must be at most 2000 characters',
    });
    expect((await add(42)).statusCode).toBe(400);
    const first = await add('  Owner wants $180k, firm.  ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Data added successfully',
      result: { body: 'Owner wants $180k, firm.', author_id: member.user.id, author_name: member.user.name },
    });
    t.clock.advance(60_000);
    expect((await add('z'.repeat(2000))).statusCode).toBe(200);
    const { notes } = await detail(member);
    expect(notes.map((n) => n.body.length)).toEqual([2000, 'Owner wants $180k, firm.'.length]);
  });
});

describe('follow-ups', () => {
  const setFollowUp = (member: Buyer, day: string | null, purchaseId = member.purchase.id) =>
    callEndpoint(t, setLeadFollowUp, {
      headers: member.headers,
      body: { purchase_id: purchaseId, follow_up_on: day },
    });

  it('accepts today (Central Time) to a year ahead, and clears', async () => {
    const member = await buyer();
    // 03:00 UTC on Nov 24 is still Nov 23 in Central Time.
    t.clock.set('2026-11-24T03:00:00Z');
    const past = await setFollowUp(member, '2026-11-22');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      {
        path: 'body.follow_up_on',
        message: 'follow_up_on must be today (2026-11-23, Central Time) or later',
      },
    ]);
    expect((await setFollowUp(member, '2027-11-25')).json().errors[0].message).toBe(
      'follow_up_on must be at most 366 days ahead (2027-11-24)',
    );
    expect((await setFollowUp(member, '2026-02-30')).json().errors[0].message).toBe(
      'follow_up_on is not a calendar date',
    );
    const today = await setFollowUp(member, '2026-11-23');
    expect(today.json().result).toMatchObject({ follow_up_on: '2026-11-23', follow_up_state: 'today' });
    expect((await setFollowUp(member, null)).json().result).toMatchObject({
      follow_up_on: null,
      follow_up_state: null,
    });
  });

  it("lists today's and overdue follow-ups, earliest first, each marked", async () => {
    const member = await buyer(3);
    t.clock.set('2026-11-23T15:00:00Z');
    const [a, b, c] = member.purchases;
    await setFollowUp(member, '2026-11-23', a!.id);
    await setFollowUp(member, '2026-11-23', b!.id);
    await setFollowUp(member, '2026-11-30', c!.id);
    t.clock.set('2026-11-24T15:00:00Z');
    await setFollowUp(member, '2026-11-24', b!.id);
    const due = await callEndpoint(t, getPipelineLeads, {
      headers: member.headers,
      query: { follow_up: 'due' },
    });
    expect(
      due
        .json()
        .result.map((l: { purchase_id: string; follow_up_state: string }) => [
          l.purchase_id,
          l.follow_up_state,
        ]),
    ).toEqual([
      [a!.id, 'overdue'],
      [b!.id, 'today'],
    ]);
    const upcoming = await callEndpoint(t, getPipelineLeads, {
      headers: member.headers,
      query: { follow_up: 'upcoming' },
    });
    expect(upcoming.json().result.map((l: { purchase_id: string }) => l.purchase_id)).toEqual([c!.id]);
  });

  it('mails one reminder per member on the morning of the day, once, through the outbox', async () => {
    const member = await buyer(2);
    t.clock.set('2026-11-23T15:00:00Z');
    await setFollowUp(member, '2026-11-24', member.purchases[0]!.id);
    await setFollowUp(member, '2026-11-24', member.purchases[1]!.id);
    const reminders = () =>
      t.ctx.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, member.user.email),
            eq(outboxMessages.template, 'follow-up-reminder'),
          ),
        );
    // 06:59 Central on the day: not yet.
    t.clock.set('2026-11-24T12:59:00Z');
    await runMaintenance(t.ctx);
    expect(await reminders()).toHaveLength(0);
    t.clock.set('2026-11-24T13:00:00Z');
    await runMaintenance(t.ctx);
    t.clock.advance(60_000);
    await runMaintenance(t.ctx);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('2 leads to follow up with today');
    expect(sent[0]!.body).toContain(
      'You asked to be reminded on November 24, 2026 to follow up with these sellers:',
    );
    expect(sent[0]!.body).toContain('/dashboard/pipeline?view=list&follow_up=due');
    // A new day for one of them is reminded again on that day.
    await setFollowUp(member, '2026-11-26', member.purchases[0]!.id);
    t.clock.set('2026-11-26T14:00:00Z');
    await runMaintenance(t.ctx);
    const after = await reminders();
    expect(after).toHaveLength(2);
    expect(after.map((m) => m.subject)).toContain(
      `Follow up with ${(await detail(member)).item.lead_name} today`,
    );
  });
});

describe('whose pipeline', () => {
  it("never shows or changes another member's pipeline", async () => {
    const owner = await buyer();
    const other = await buyer();
    await move(owner, { status: 'contacted' });
    const read = await callEndpoint(t, getPipelineLead, {
      headers: other.headers,
      query: { purchase_id: owner.purchase.id },
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: 'No such data', result: null });
    expect((await move(other, { status: 'dead' }, owner.purchase.id)).statusCode).toBe(404);
    const note = await callEndpoint(t, addLeadNote, {
      headers: other.headers,
      body: { purchase_id: owner.purchase.id, body: 'mine now' },
    });
    expect(note.statusCode).toBe(404);
    const followUp = await callEndpoint(t, setLeadFollowUp, {
      headers: other.headers,
      body: { purchase_id: owner.purchase.id, follow_up_on: null },
    });
    expect(followUp.statusCode).toBe(404);
    const board = pipelineBoardSchema.parse(
      (await callEndpoint(t, getPipelineBoard, { headers: other.headers, query: {} })).json().result,
    );
    const ids = board.columns.flatMap((c) => c.leads.map((l) => l.purchase_id));
    expect(ids).toEqual([other.purchase.id]);
    const mine = await detail(owner);
    expect(mine.item.status).toBe('contacted');
    expect(mine.notes).toEqual([]);
  });

  it('takes a refunded purchase out of the pipeline', async () => {
    const member = await buyer(2);
    const [refunded, kept] = member.purchases;
    await move(member, { status: 'contacted' }, refunded!.id);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refunds/create-refund-request',
      headers: member.headers,
      payload: {
        purchase_id: refunded!.id,
        reason: 'Seller not interested',
        evidence_text: 'Called twice, the owner said no.',
      },
    });
    expect(filed.statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/decide-request',
      headers: await adminHeaders(t),
      payload: { request_id: filed.json().result._id, decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);

    const board = pipelineBoardSchema.parse(
      (await callEndpoint(t, getPipelineBoard, { headers: member.headers, query: {} })).json().result,
    );
    expect(board.columns.find((c) => c.status === 'contacted')).toMatchObject({ count: 0, leads: [] });
    expect(board.columns.find((c) => c.status === 'new')!.leads.map((l) => l.purchase_id)).toEqual([
      kept!.id,
    ]);
    const list = await callEndpoint(t, getPipelineLeads, { headers: member.headers, query: {} });
    expect(list.json().result.map((l: { purchase_id: string }) => l.purchase_id)).toEqual([kept!.id]);
    expect((await move(member, { status: 'dead' }, refunded!.id)).statusCode).toBe(404);
    expect(
      (
        await callEndpoint(t, getPipelineLead, {
          headers: member.headers,
          query: { purchase_id: refunded!.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('board and list', () => {
  it('puts each lead in its status column with counts, and filters the list', async () => {
    const member = await buyer(3);
    const [a, b, c] = member.purchases;
    await move(member, { status: 'contacted' }, a!.id);
    await move(member, { status: 'contacted' }, b!.id);
    const board = pipelineBoardSchema.parse(
      (await callEndpoint(t, getPipelineBoard, { headers: member.headers, query: {} })).json().result,
    );
    expect(board.columns.map((col) => col.status)).toEqual([...PIPELINE_STATUSES]);
    expect(board.columns.map((col) => col.count)).toEqual([1, 2, 0, 0, 0, 0, 0]);
    expect(board.columns[0]!.leads[0]).toMatchObject({ purchase_id: c!.id, lead_type: 'exclusive' });
    const contacted = await callEndpoint(t, getPipelineLeads, {
      headers: member.headers,
      query: { status: 'contacted', lead_type: 'exclusive' },
    });
    expect(
      contacted
        .json()
        .result.map((l: { purchase_id: string }) => l.purchase_id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
    const name = contacted.json().result[0].lead_name as string;
    const searched = await callEndpoint(t, getPipelineLeads, {
      headers: member.headers,
      query: { search: name },
    });
    expect(searched.json().result.length).toBeGreaterThanOrEqual(1);
    expect(searched.json().result.every((l: { lead_name: string }) => l.lead_name === name)).toBe(true);
    const bad = await callEndpoint(t, getPipelineLeads, {
      headers: member.headers,
      query: { follow_up: 'soon' } as never,
    });
    expect(bad.json().errors[0]).toEqual({
      path: 'query.follow_up',
      message: 'follow_up must be one of: due, overdue, today, upcoming, none',
    });
  });
});

describe('POST leads/change-purchased-lead-status (x-api-key, issue 22.3)', () => {
  it('moves a lead by its pull-API id with the same rules, recorded as made through the API', async () => {
    const member = await buyer(1, { withApiKey: true });
    const viaKey = (body: Record<string, unknown>, key = member.apiKey) =>
      callEndpoint(t, changePurchasedLeadStatus, {
        headers: { 'x-api-key': key },
        body: { lead_id: member.purchase.leadId, ...body } as never,
      });
    const moved = await viaKey({ status: 'appointment_set', note: 'Booked from our CRM.' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result).toMatchObject({ purchase_id: member.purchase.id, status: 'appointment_set' });
    expect((await viaKey({ status: 'dead', revenue_cents: 10 })).statusCode).toBe(400);
    const { history } = await detail(member);
    expect(history).toEqual([
      expect.objectContaining({ to_status: 'appointment_set', source: 'api', actor_id: member.user.id }),
    ]);
    const stranger = await buyer(1, { withApiKey: true });
    expect((await viaKey({ status: 'dead' }, stranger.apiKey)).statusCode).toBe(404);
    expect((await viaKey({ status: 'dead' }, 'nonsense')).statusCode).toBe(401);
    const rows = await t.ctx.db
      .select()
      .from(pipelineStatusChanges)
      .where(eq(pipelineStatusChanges.leadPurchaseId, member.purchase.id));
    expect(rows).toHaveLength(1);
  });
});
