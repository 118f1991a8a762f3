import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  GHL_EVENTS_PATH,
  changePurchasedLeadStatus,
  connectGoHighLevel,
  getGoHighLevelPipelines,
  getPipelineLead,
  getPurchasedPremiumLeads,
  setGoHighLevelStages,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { ghlStageEvents, integrationDeliveries, leadPurchases } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import {
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

// GHL's keys stay GHL's: the tests sign with pairs of their own, configured as GHL's public keys.
const ed25519 = generateKeyPairSync('ed25519');
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

beforeAll(() => {
  t.ctx.ghlWebhookKeys = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    GHL_WEBHOOK_PUBLIC_KEYS: (pem(ed25519.publicKey) + pem(rsa.publicKey)).replace(/\n/g, '\\n'),
  }).GHL_WEBHOOK_PUBLIC_KEYS;
});

let sequence = 0;

/** A member with a Go High Level connection, a purchase delivered to it, and a stage mapping. */
async function deliveredMember(locationId = `Loc${++sequence}x${Date.now() % 100_000}`) {
  const { user, apiKey } = await createCustomer(t.ctx, {
    email: `ghl-events-${++sequence}@example.com`,
    withApiKey: true,
  });
  await fundWallet(t.ctx, user.id, 50_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const connected = await callEndpoint(t, connectGoHighLevel, {
    headers,
    body: { private_integration_token: 'pit-abcdefghijk', location_id: locationId },
  });
  expect(connected.statusCode).toBe(200);
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 1_000 });
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers,
    payload: { lead_id: lead.id },
  });
  expect(bought.statusCode).toBe(200);
  await runMaintenance(t.ctx);
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.userId, user.id), eq(leadPurchases.leadId, lead.id)));
  const [delivery] = await t.ctx.db
    .select()
    .from(integrationDeliveries)
    .where(eq(integrationDeliveries.leadPurchaseId, purchase!.id));
  expect(delivery).toMatchObject({ status: 'succeeded', ghlContactId: expect.stringMatching(/^offline-/) });
  const mapped = await callEndpoint(t, setGoHighLevelStages, {
    headers,
    body: {
      stage_mappings: [
        { stage_id: 'stage-called', stage_name: 'Called', status: 'contacted' },
        { stage_id: 'stage-offer', stage_name: 'Offer sent', status: 'offer_made' },
        { stage_id: 'stage-won', stage_name: 'Won', status: 'closed' },
      ],
    },
  });
  expect(mapped.statusCode).toBe(200);
  return {
    user,
    apiKey: apiKey!,
    headers,
    locationId,
    purchase: purchase!,
    contactId: delivery!.ghlContactId!,
  };
}
type Delivered = Awaited<ReturnType<typeof deliveredMember>>;

const stageEvent = (member: Delivered, stageId: string, extra: Record<string, unknown> = {}) => ({
  type: 'OpportunityStageUpdate',
  locationId: member.locationId,
  id: `opp-${member.purchase.id.slice(0, 8)}`,
  assignedTo: 'bNl8QNGXhIQJLv8eeASQ',
  contactId: member.contactId,
  monetaryValue: 4_000,
  name: 'Seller lead',
  pipelineId: 'VDm7RPYC2GLUvdpKmBfC',
  pipelineStageId: stageId,
  source: 'SellerSignal',
  status: 'open',
  dateAdded: '2026-11-21T14:00:00.000Z',
  timestamp: '2026-11-21T15:00:00.000Z',
  webhookId: `wh-${++sequence}`,
  ...extra,
});

type Signing = 'ed25519' | 'rsa' | 'none' | 'wrong';
function post(event: object, signing: Signing = 'ed25519') {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signing === 'ed25519')
    headers['x-ghl-signature'] = sign(null, Buffer.from(body), ed25519.privateKey).toString('base64');
  if (signing === 'rsa')
    headers['x-wh-signature'] = sign('sha256', Buffer.from(body), rsa.privateKey).toString('base64');
  if (signing === 'wrong') {
    const stranger = generateKeyPairSync('ed25519');
    headers['x-ghl-signature'] = sign(null, Buffer.from(body), stranger.privateKey).toString('base64');
  }
  return t.app.inject({ method: 'POST', url: GHL_EVENTS_PATH, headers, payload: body });
}

async function historyOf(member: Delivered) {
  const answer = await callEndpoint(t, getPipelineLead, {
    headers: member.headers,
    query: { purchase_id: member.purchase.id },
  });
  return answer.json().result as {
    item: { status: string };
    history: { to_status: string; source: string }[];
  };
}

describe('POST integrations/go-high-level-events (issue 22.3)', () => {
  it('moves the delivered lead to the mapped status, recorded as made by Go High Level', async () => {
    const member = await deliveredMember();
    const answer = await post(stageEvent(member, 'stage-called'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual({ received: true, outcome: 'changed' });
    const { item, history } = await historyOf(member);
    expect(item.status).toBe('contacted');
    expect(history).toEqual([expect.objectContaining({ to_status: 'contacted', source: 'go_high_level' })]);
    // The legacy RSA signature in X-WH-Signature is read too.
    t.clock.advance(60_000);
    const legacy = await post(
      stageEvent(member, 'stage-won', { timestamp: '2026-11-21T15:01:00.000Z' }),
      'rsa',
    );
    expect(legacy.json().result.outcome).toBe('changed');
    expect((await historyOf(member)).item.status).toBe('closed');
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const member = await deliveredMember();
    const event = stageEvent(member, 'stage-called');
    for (const signing of ['none', 'wrong'] as const) {
      const answer = await post(event, signing);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        result: null,
        detail: 'The Go High Level signature is missing or invalid.',
      });
    }
    // A body changed after signing is refused as well.
    const body = JSON.stringify(event);
    const signature = sign(null, Buffer.from(body), ed25519.privateKey).toString('base64');
    const tampered = await t.app.inject({
      method: 'POST',
      url: GHL_EVENTS_PATH,
      headers: { 'content-type': 'application/json', 'x-ghl-signature': signature },
      payload: body.replace('stage-called', 'stage-won'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await historyOf(member)).history).toEqual([]);
    const recorded = await t.ctx.db
      .select()
      .from(ghlStageEvents)
      .where(eq(ghlStageEvents.webhookId, event.webhookId));
    expect(recorded).toEqual([]);
  });

  it('applies an event once: a replay answers 200 without a second history entry', async () => {
    const member = await deliveredMember();
    const event = stageEvent(member, 'stage-offer');
    expect((await post(event)).json().result.outcome).toBe('changed');
    // Moved back in the app a minute later; the replayed event must not move it again.
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/pipeline/change-lead-status',
      headers: member.headers,
      payload: { purchase_id: member.purchase.id, status: 'contacted' },
    });
    const replay = await post(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result.outcome).toBe('duplicate');
    const { item, history } = await historyOf(member);
    expect(item.status).toBe('contacted');
    expect(history.map((change) => change.to_status)).toEqual(['contacted', 'offer_made']);
  });

  it('records an event older than the last change as stale and keeps the newer status', async () => {
    const member = await deliveredMember();
    t.clock.advance(5 * 60_000);
    const newer = stageEvent(member, 'stage-offer', { timestamp: '2026-11-21T15:04:00.000Z' });
    const older = stageEvent(member, 'stage-called', { timestamp: '2026-11-21T15:02:00.000Z' });
    expect((await post(newer)).json().result.outcome).toBe('changed');
    expect((await post(older)).json().result.outcome).toBe('stale');
    const { item, history } = await historyOf(member);
    expect(item.status).toBe('offer_made');
    expect(history).toHaveLength(1);
    const [recorded] = await t.ctx.db
      .select()
      .from(ghlStageEvents)
      .where(eq(ghlStageEvents.webhookId, older.webhookId));
    expect(recorded).toMatchObject({ outcome: 'stale', changedCount: 0 });
    // A change made in the app after the event happened wins over it too.
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/pipeline/change-lead-status',
      headers: member.headers,
      payload: { purchase_id: member.purchase.id, status: 'dead' },
    });
    const late = stageEvent(member, 'stage-won', { timestamp: '2026-11-21T15:05:30.000Z' });
    expect((await post(late)).json().result.outcome).toBe('stale');
    expect((await historyOf(member)).item.status).toBe('dead');
  });

  it('answers 2xx and changes nothing for an unknown stage or opportunity, and records why', async () => {
    const member = await deliveredMember();
    const unknownStage = stageEvent(member, 'stage-nobody-mapped');
    expect((await post(unknownStage)).json().result.outcome).toBe('unknown_stage');
    const unknownContact = stageEvent(member, 'stage-called', { contactId: 'contact-we-never-sent' });
    const answer = await post(unknownContact);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.outcome).toBe('unknown_opportunity');
    const other = stageEvent(member, 'stage-called', { type: 'OpportunityMonetaryValueUpdate' });
    expect((await post(other)).json().result.outcome).toBe('ignored');
    expect((await historyOf(member)).history).toEqual([]);
    const recorded = await t.ctx.db
      .select({ outcome: ghlStageEvents.outcome })
      .from(ghlStageEvents)
      .where(eq(ghlStageEvents.locationId, member.locationId));
    expect(recorded.map((row) => row.outcome).sort()).toEqual(['unknown_opportunity', 'unknown_stage']);
    // The member sees the events about their contacts, an unmapped stage's id ready to map.
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/integrations/get-integrations',
      headers: member.headers,
    });
    expect(overview.json().result.go_high_level.recent_events).toEqual([
      {
        received_at: t.clock.now().toISOString(),
        pipeline_stage_id: 'stage-nobody-mapped',
        outcome: 'unknown_stage',
      },
    ]);
  });

  it("never touches another member's lead: their contact in my location, or my contact in theirs", async () => {
    const mine = await deliveredMember();
    const theirs = await deliveredMember();
    const crossed = [
      stageEvent(mine, 'stage-called', { contactId: theirs.contactId }),
      stageEvent(theirs, 'stage-called', { contactId: mine.contactId }),
    ];
    for (const event of crossed)
      expect((await post(event)).json().result.outcome).toBe('unknown_opportunity');
    expect((await historyOf(mine)).history).toEqual([]);
    expect((await historyOf(theirs)).history).toEqual([]);
    // Their own event moves only theirs.
    expect((await post(stageEvent(theirs, 'stage-called'))).json().result.outcome).toBe('changed');
    expect((await historyOf(mine)).item.status).toBe('new');
    expect((await historyOf(theirs)).item.status).toBe('contacted');
    // Their events are not listed to me, even on a connection to the same Location ID: only the
    // one that named a contact of mine.
    await callEndpoint(t, connectGoHighLevel, {
      headers: mine.headers,
      body: { private_integration_token: 'pit-abcdefghijk', location_id: theirs.locationId },
    });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/integrations/get-integrations',
      headers: mine.headers,
    });
    expect(
      overview.json().result.go_high_level.recent_events.map((event: { outcome: string }) => event.outcome),
    ).toEqual(['unknown_opportunity']);
  });

  it('leaves a refunded purchase out of the pipeline', async () => {
    const member = await deliveredMember();
    await t.ctx.db
      .update(leadPurchases)
      .set({ reversedAt: t.clock.now() })
      .where(eq(leadPurchases.id, member.purchase.id));
    expect((await post(stageEvent(member, 'stage-won'))).json().result.outcome).toBe('not_in_pipeline');
    const [row] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, member.purchase.id));
    expect(row!.pipelineStatus).toBe('new');
  });

  it('is not there without configured keys', async () => {
    const keys = t.ctx.ghlWebhookKeys;
    t.ctx.ghlWebhookKeys = [];
    try {
      expect((await post({ type: 'OpportunityStageUpdate' })).statusCode).toBe(404);
    } finally {
      t.ctx.ghlWebhookKeys = keys;
    }
  });
});

describe('GHL_WEBHOOK_PUBLIC_KEYS', () => {
  const keysOf = (value: string) => loadEnv({ GHL_WEBHOOK_PUBLIC_KEYS: value }).GHL_WEBHOOK_PUBLIC_KEYS;

  it('reads RSA and Ed25519 PEM keys, with newlines written as \\n or not', () => {
    expect(keysOf(pem(rsa.publicKey)).map((key) => key.asymmetricKeyType)).toEqual(['rsa']);
    const oneLine = (pem(ed25519.publicKey) + pem(rsa.publicKey)).replace(/\n/g, '\\n');
    expect(keysOf(oneLine).map((key) => key.asymmetricKeyType)).toEqual(['ed25519', 'rsa']);
    expect(loadEnv({}).GHL_WEBHOOK_PUBLIC_KEYS).toEqual([]);
  });

  it('stops the start with the variable named when a key is not one', () => {
    expect(() => keysOf('not a key')).toThrow(
      'GHL_WEBHOOK_PUBLIC_KEYS: must be PEM public keys (-----BEGIN PUBLIC KEY-----)',
    );
    expect(() => keysOf('-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----')).toThrow(
      'GHL_WEBHOOK_PUBLIC_KEYS: holds a PEM block that is not a readable public key',
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => keysOf(pem(ec.publicKey))).toThrow(
      'GHL_WEBHOOK_PUBLIC_KEYS: must be RSA or Ed25519 public keys',
    );
  });
});

describe('the stage mapping (integrations/set-go-high-level-stages)', () => {
  it('is shown in the overview, refuses a stage twice, and needs a connection', async () => {
    const member = await deliveredMember();
    const twice = await callEndpoint(t, setGoHighLevelStages, {
      headers: member.headers,
      body: {
        stage_mappings: [
          { stage_id: 'a', stage_name: 'A', status: 'contacted' },
          { stage_id: 'a', stage_name: 'A again', status: 'dead' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { path: 'body.stage_mappings.1.stage_id', message: 'This stage is already mapped' },
    ]);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/integrations/get-integrations',
      headers: member.headers,
    });
    expect(overview.json().result.go_high_level).toMatchObject({
      stage_mappings: [
        { stage_id: 'stage-called', stage_name: 'Called', status: 'contacted' },
        { stage_id: 'stage-offer', stage_name: 'Offer sent', status: 'offer_made' },
        { stage_id: 'stage-won', stage_name: 'Won', status: 'closed' },
      ],
      events_url: `${APP_URL}/api/v1/integrations/go-high-level-events`,
    });
    const { user } = await createCustomer(t.ctx, { email: `no-ghl-${++sequence}@example.com` });
    const unconnected = await callEndpoint(t, setGoHighLevelStages, {
      headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL },
      body: { stage_mappings: [] },
    });
    expect(unconnected.statusCode).toBe(404);
  });

  it('lists pipelines from Go High Level, and says so when this server is offline', async () => {
    const member = await deliveredMember();
    const offline = await callEndpoint(t, getGoHighLevelPipelines, { headers: member.headers });
    expect(offline.statusCode).toBe(422);
    expect(offline.json().detail).toBe(
      "This server does not call Go High Level (offline mode), so it cannot list your stages. You can enter each stage's ID and name below instead.",
    );
    const original = t.ctx.goHighLevel.listPipelines;
    t.ctx.goHighLevel.listPipelines = async ({ locationId }) => [
      { id: 'p1', name: `Sellers of ${locationId}`, stages: [{ id: 's1', name: 'New lead' }] },
    ];
    try {
      const listed = await callEndpoint(t, getGoHighLevelPipelines, { headers: member.headers });
      expect(listed.json().result).toEqual([
        { id: 'p1', name: `Sellers of ${member.locationId}`, stages: [{ id: 's1', name: 'New lead' }] },
      ]);
    } finally {
      t.ctx.goHighLevel.listPipelines = original;
    }
  });
});

describe('the pull API reads the status back (issue 22.3)', () => {
  it('gives each lead its pipeline status and when it changed, whoever changed it', async () => {
    const member = await deliveredMember();
    const pulled = async () =>
      (await callEndpoint(t, getPurchasedPremiumLeads, { headers: { 'x-api-key': member.apiKey } })).json()
        .result as { id: string; pipeline_status: string; status_changed_at: string }[];
    expect(await pulled()).toEqual([
      expect.objectContaining({
        id: member.purchase.leadId,
        pipeline_status: 'new',
        status_changed_at: member.purchase.createdAt.toISOString(),
      }),
    ]);
    t.clock.advance(60_000);
    await post(stageEvent(member, 'stage-offer', { timestamp: t.clock.now().toISOString() }));
    expect(await pulled()).toEqual([
      expect.objectContaining({
        pipeline_status: 'offer_made',
        status_changed_at: t.clock.now().toISOString(),
      }),
    ]);
    t.clock.advance(60_000);
    await callEndpoint(t, changePurchasedLeadStatus, {
      headers: { 'x-api-key': member.apiKey },
      body: { lead_id: member.purchase.leadId, status: 'under_contract' },
    });
    expect(await pulled()).toEqual([expect.objectContaining({ pipeline_status: 'under_contract' })]);
  });
});
