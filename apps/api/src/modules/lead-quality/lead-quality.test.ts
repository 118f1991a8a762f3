import { getAdminLeadQuality, getLeadQuality } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, leads, pipelineStatusChanges, refundRequests } from '../../db/schema/index.js';
import { adminHeaders, callEndpoint, createCustomer, createLead, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A lead in `state`, published `ago` ms before now, from `source`. */
async function leadIn(state: string, ago: number, source: string | null = 'cold call') {
  const lead = await createLead(t.ctx, {
    type: 'premium',
    publishedAt: new Date(t.clock.now().getTime() - ago),
  });
  await t.ctx.db
    .update(leads)
    .set({ state, source: source as never })
    .where(eq(leads.id, lead.id));
  return lead;
}

/** A purchase of the lead `after` ms after it was published. */
async function bought(
  lead: { id: string; publishedAt: Date | null },
  userId: string,
  after: number,
  options: { status?: 'new' | 'contacted' | 'dead'; reversed?: boolean; contactedThenDead?: boolean } = {},
) {
  const [purchase] = await t.ctx.db
    .insert(leadPurchases)
    .values({
      leadId: lead.id,
      userId,
      leadType: 'premium',
      priceCents: 0,
      createdAt: new Date(lead.publishedAt!.getTime() + after),
      pipelineStatus: options.status ?? 'new',
      reversedAt: options.reversed ? t.clock.now() : null,
    })
    .returning();
  if (options.contactedThenDead)
    await t.ctx.db.insert(pipelineStatusChanges).values({
      leadPurchaseId: purchase!.id,
      fromStatus: 'new',
      toStatus: 'contacted',
      actorUserId: userId,
      source: 'app',
    });
  return purchase!;
}

describe('lead quality in the open (issue 22.5)', () => {
  it('computes each state figure as worked out by hand, and hides them under 20 leads', async () => {
    const [a, b, c] = await Promise.all(
      ['quality-a', 'quality-b', 'quality-c'].map((name) =>
        createCustomer(t.ctx, { email: `${name}@example.com` }),
      ),
    );
    // Vermont: 20 leads in the window, 1 older (outside it, ignored).
    const vt = [];
    for (let i = 0; i < 20; i++) vt.push(await leadIn('VT', (i + 1) * DAY));
    await leadIn('VT', 91 * DAY);
    const old = await leadIn('VT', 95 * DAY);
    await bought(old, a!.user.id, MINUTE);
    // First buyers after 10, 30, 50 and 90 minutes: median 40. Lead 0 has two buyers (the second later).
    await bought(vt[0]!, a!.user.id, 10 * MINUTE, { status: 'contacted' });
    await bought(vt[0]!, b!.user.id, 300 * MINUTE);
    await bought(vt[1]!, a!.user.id, 30 * MINUTE, { status: 'dead', contactedThenDead: true });
    await bought(vt[2]!, b!.user.id, 50 * MINUTE, { status: 'new' });
    const refunded = await bought(vt[3]!, c!.user.id, 90 * MINUTE, { reversed: true });
    await t.ctx.db.insert(refundRequests).values({
      kind: 'refund',
      userId: c!.user.id,
      leadPurchaseId: refunded.id,
      leadId: vt[3]!.id,
      reason: 'Wrong number',
      status: 'approved',
    });
    // Maine: 19 leads — counted, nothing else shown.
    for (let i = 0; i < 19; i++) await leadIn('ME', DAY);

    const response = await callEndpoint(t, getLeadQuality, { query: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const result = response.json().result;
    expect(result).toMatchObject({ window_days: 90, min_leads: 20 });
    expect(result.states).toHaveLength(51);
    // 5 purchases; 4 kept, of which 2 reached the seller (one now, one before it died): 0.5;
    // 1 of 5 given back: 0.2; first buyers at 10, 30, 50, 90 minutes: median 40.
    expect(result.states.find((s: { state: string }) => s.state === 'VT')).toEqual({
      state: 'VT',
      state_name: 'Vermont',
      leads_published: 20,
      enough_leads: true,
      purchases: 5,
      median_minutes_to_first_buyer: 40,
      contact_rate: 0.5,
      return_rate: 0.2,
    });
    expect(result.states.find((s: { state: string }) => s.state === 'ME')).toEqual({
      state: 'ME',
      state_name: 'Maine',
      leads_published: 19,
      enough_leads: false,
      purchases: null,
      median_minutes_to_first_buyer: null,
      contact_rate: null,
      return_rate: null,
    });

    const one = await callEndpoint(t, getLeadQuality, { query: { state: 'VT' } });
    expect(one.json().result.states).toEqual([
      result.states.find((s: { state: string }) => s.state === 'VT'),
    ]);
  });

  it('refuses a state that is not one, naming the parameter', async () => {
    const response = await t.app.inject({ url: '/api/v1/lead-quality/get-lead-quality?state=ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('state must be a two-letter US state code');
  });

  it('gives the team the same figures by source, and only the team', async () => {
    const response = await callEndpoint(t, getAdminLeadQuality, { headers: await adminHeaders(t) });
    expect(response.statusCode).toBe(200);
    const sources = response.json().result.sources as { source: string; leads_published: number }[];
    expect(sources.map((s) => s.source)).toEqual([
      'cold call',
      'inbound',
      'outbound marketing',
      'Meta ads',
      'AI caller',
      'not recorded',
    ]);
    // The 39 leads of the first test in the window are cold calls; the seed's leads have no source.
    expect(sources.find((s) => s.source === 'cold call')).toMatchObject({
      leads_published: 39,
      enough_leads: true,
    });
    const anonymous = await callEndpoint(t, getAdminLeadQuality, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
