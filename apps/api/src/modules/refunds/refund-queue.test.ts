import {
  createRefundRequest,
  getAdminRequests,
  getMyRequests,
  getRequestEvidence,
  type EvidenceFileType,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases } from '../../db/schema/index.js';
import { HOUR_MS } from '../../lib/time.js';
import {
  adminHeaders,
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

// Issue 21.3: the team's queue: evidence opened safely in the console, and a one-business-day clock.
const t = useTestApp({ leadCount: 5 });

/** A member who just bought an exclusive lead: the purchase a refund request names. */
async function exclusivePurchaseOf(email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 10_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 4_000 });
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers,
    payload: { lead_id: lead.id },
  });
  expect(bought.statusCode).toBe(200);
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.userId, user.id), eq(leadPurchases.leadId, lead.id)));
  return { purchaseId: purchase!.id, headers };
}

async function refundRequestWith(email: string, evidence: Record<string, unknown>) {
  const { purchaseId, headers } = await exclusivePurchaseOf(email);
  const filed = await callEndpoint(t, createRefundRequest, {
    body: { purchase_id: purchaseId, reason: 'Seller not interested', ...evidence },
    headers,
  });
  expect(filed.statusCode).toBe(200);
  return { id: filed.json().result._id as string, headers };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const TEXT = Buffer.from('<html><script>alert(1)</script></html> 09:12 outgoing call, 0:04');

const withFile = (name: string, type: EvidenceFileType, bytes: Buffer) => ({
  evidence_file: { name, type, content_base64: bytes.toString('base64') },
});

describe('evidence opens in the console with safe headers', () => {
  const cases = [
    {
      name: 'screenshot.png',
      type: 'image/png',
      bytes: PNG,
      disposition: 'inline',
      policy:
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    },
    {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: JPEG,
      disposition: 'inline',
      policy:
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    },
    {
      name: 'call-log.pdf',
      type: 'application/pdf',
      bytes: PDF,
      disposition: 'inline',
      // Chrome's PDF viewer does not run in a sandboxed document.
      policy: "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
    {
      name: 'call-log.txt',
      type: 'text/plain',
      bytes: TEXT,
      disposition: 'attachment',
      policy: "default-src 'none'; sandbox; frame-ancestors 'none'",
    },
  ] as const;

  for (const file of cases) {
    it(`${file.type}: ${file.disposition}, its exact type, nosniff, no cache`, async () => {
      const { id, headers } = await refundRequestWith(
        `evidence-${file.name}@example.com`,
        withFile(file.name, file.type, file.bytes),
      );
      const admin = await adminHeaders(t);
      const response = await callEndpoint(t, getRequestEvidence, {
        query: { request_id: id },
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(file.type);
      expect(response.headers['content-disposition']).toBe(
        `${file.disposition}; filename="${file.name}"; filename*=UTF-8''${file.name}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(file.policy);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(file.bytes)).toBe(true);
      // Only the team opens it.
      const asBuyer = await callEndpoint(t, getRequestEvidence, { query: { request_id: id }, headers });
      expect(asBuyer.statusCode).toBe(403);
    });
  }

  /** A second of silence as MPEG-1 Layer III: 39 mono frames at 128 kbit/s, 44.1 kHz, without an ID3 tag. */
  const MP3 = Buffer.concat(
    Array.from({ length: 39 }, () =>
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc4]), Buffer.alloc(413)]),
    ),
  );
  const recordings = [
    { name: 'voicemail.mp3', type: 'audio/mpeg', bytes: MP3 },
    {
      name: 'tagged.mp3',
      type: 'audio/mpeg',
      bytes: Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000 call'),
    },
    {
      name: 'call.m4a',
      type: 'audio/mp4',
      bytes: Buffer.concat([
        Buffer.from([0, 0, 0, 0x20]),
        Buffer.from('ftypM4A \u0000\u0000\u0000\u0000'),
        Buffer.alloc(16),
      ]),
    },
    {
      name: 'call.wav',
      type: 'audio/wav',
      bytes: Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([36, 0, 0, 0]),
        Buffer.from('WAVEfmt '),
        Buffer.alloc(24),
      ]),
    },
    { name: 'call.ogg', type: 'audio/ogg', bytes: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)]) },
  ] as const;

  for (const file of recordings) {
    it(`a ${file.name} recording is accepted and plays inline with a policy that loads the media alone`, async () => {
      const { id } = await refundRequestWith(
        `recording-${file.name}@example.com`,
        withFile(file.name, file.type, file.bytes),
      );
      const response = await callEndpoint(t, getRequestEvidence, {
        query: { request_id: id },
        headers: await adminHeaders(t),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(file.type);
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="${file.name}"; filename*=UTF-8''${file.name}`,
      );
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(file.bytes)).toBe(true);
    });
  }

  it('a recording whose content is something else is refused, as the other types are', async () => {
    const { purchaseId, headers } = await exclusivePurchaseOf('recording-disguised@example.com');
    for (const [name, type, label] of [
      ['call.mp3', 'audio/mpeg', 'an MP3 recording'],
      ['call.m4a', 'audio/mp4', 'an M4A recording'],
      ['call.wav', 'audio/wav', 'a WAV recording'],
      ['call.ogg', 'audio/ogg', 'an Ogg recording'],
    ] as const) {
      const response = await callEndpoint(t, createRefundRequest, {
        body: { purchase_id: purchaseId, reason: 'Seller not interested', ...withFile(name, type, TEXT) },
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          path: 'body.evidence_file',
          message: `The file's content is not ${label} as its type says. Upload a PNG, JPEG, PDF, text or audio file (MP3, M4A, WAV, Ogg).`,
        },
      ]);
    }
    const flac = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${createRefundRequest.path}`,
      headers,
      payload: {
        purchase_id: purchaseId,
        reason: 'Seller not interested',
        evidence_file: { name: 'call.flac', type: 'audio/flac', content_base64: MP3.toString('base64') },
      },
    });
    expect(flac.statusCode).toBe(400);
    expect(flac.json().errors).toEqual([
      {
        path: 'body.evidence_file.type',
        message: 'Upload a PNG, JPEG, PDF, text or audio file (MP3, M4A, WAV, Ogg)',
      },
    ]);
  });
});

describe('the queue’s one-business-day clock', () => {
  it('gives each request its due time, and lists the overdue ones first, then the oldest', async () => {
    // Friday 20 November 2026, 3 pm Central.
    t.clock.set('2026-11-20T21:00:00.000Z');
    const friday = await refundRequestWith('clock-friday@example.com', { evidence_text: 'Friday call log.' });
    // Monday 23 November, 9 am Central.
    t.clock.set('2026-11-23T15:00:00.000Z');
    const monday = await refundRequestWith('clock-monday@example.com', { evidence_text: 'Monday call log.' });
    t.clock.advance(7 * HOUR_MS);

    const admin = await adminHeaders(t);
    const pending = (
      await callEndpoint(t, getAdminRequests, { query: { status: 'pending', limit: '100' }, headers: admin })
    ).json().result as { _id: string; due_at: string }[];
    const ours = pending.filter((r) => r._id === friday.id || r._id === monday.id);
    // Friday's is due Monday 3 pm (overdue at 4 pm), Monday's is due Tuesday 9 am.
    expect(ours.map((r) => [r._id, r.due_at])).toEqual([
      [friday.id, '2026-11-23T21:00:00.000Z'],
      [monday.id, '2026-11-24T15:00:00.000Z'],
    ]);
    const dues = pending.map((r) => r.due_at);
    expect(dues).toEqual([...dues].sort());

    const mine = (await callEndpoint(t, getMyRequests, { headers: monday.headers })).json().result;
    expect(mine[0]).toMatchObject({
      _id: monday.id,
      due_at: '2026-11-24T15:00:00.000Z',
      decided_automatically: false,
      automatic_rule: null,
      given: null,
    });
  });
});
