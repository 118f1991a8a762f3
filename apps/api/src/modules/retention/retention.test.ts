import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  contactMessages,
  ghlStageEvents,
  invoices,
  leadPurchases,
  leads,
  outboxMessages,
  pipelineNotes,
  pipelineStatusChanges,
  refundRequests,
  users,
  walletEntries,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';
import {
  createCustomer,
  createLead,
  createSubscriber,
  TEST_START,
  useTestApp,
} from '../../../test/helpers.js';
import { ERASED_NAME, RETENTION_DAYS, enforceRetention } from './retention.service.js';

/*
 * docs/privacy.md, issue 19.4: the daily job removes exactly what the retention table says, when it
 * says, and keeps what the law needs (a deleted member's ledger, invoices until their seventh year).
 */
const t = useTestApp({ leadCount: 10 });

const start = new Date(TEST_START).getTime();
/** Moves the clock to `days` after the fixtures were made, and runs the job. */
function runAt(days: number) {
  t.clock.set(new Date(start + days * DAY_MS));
  return enforceRetention(t.ctx);
}

async function leadOffMarket(status: 'expired' | 'withdrawn') {
  const lead = await createLead(t.ctx, { type: 'premium' });
  const [row] = await t.ctx.db
    .update(leads)
    .set({
      status,
      offMarketAt: new Date(start),
      sellerEmail: 'seller@example.com',
      sellerNotes: 'Wants to move near family',
      callRecordingUrl: 'https://recordings.example.com/1.mp3',
      consent: { text: 'I agree', captured_at: TEST_START, ip: '203.0.113.9', certificate_id: null },
      bedrooms: 3,
    })
    .where(eq(leads.id, lead.id))
    .returning();
  return row!;
}

const buy = (leadId: string, userId: string, reversed = false) =>
  t.ctx.db
    .insert(leadPurchases)
    .values({
      leadId,
      userId,
      leadType: 'premium',
      priceCents: 0,
      reversedAt: reversed ? new Date(start) : null,
      createdAt: new Date(start),
    })
    .returning()
    .then((rows) => rows[0]!);

const leadById = async (id: string) => (await t.ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe('the retention job, with a clock that moves', () => {
  it('removes each kind of personal data at its limit, and nothing else', async () => {
    const member = await createCustomer(t.ctx, { email: 'keeps-buying@example.com' });
    const leaver = await createSubscriber(t, 'leaver@example.com');

    const unsold = await leadOffMarket('expired');
    const returned = await leadOffMarket('withdrawn');
    const returnedPurchase = await buy(returned.id, member.user.id, true);
    const owned = await leadOffMarket('withdrawn');
    const ownedPurchase = await buy(owned.id, member.user.id);
    // What the buyer wrote about each seller in the pipeline (issue 22.1).
    for (const leadPurchaseId of [returnedPurchase.id, ownedPurchase.id]) {
      await t.ctx.db
        .insert(pipelineNotes)
        .values({ leadPurchaseId, authorUserId: member.user.id, body: 'Seller Jo lives with her mother' });
      await t.ctx.db.insert(pipelineStatusChanges).values({
        leadPurchaseId,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: 'Jo picked up at 9',
        actorUserId: member.user.id,
        source: 'app',
      });
    }
    const ownedByLeaver = await leadOffMarket('expired');
    const purchase = await buy(ownedByLeaver.id, leaver.user.id);
    const onSale = await createLead(t.ctx, { type: 'premium' });
    await t.ctx.db.insert(auditLog).values({
      actorUserId: null,
      action: 'lead.update',
      entity: 'lead',
      entityId: unsold.id,
      before: { leadName: unsold.leadName, leadPhone: unsold.leadPhone, city: 'Austin' },
      after: { leadName: 'New Name', addressLine1: unsold.addressLine1, city: 'Dallas' },
      createdAt: new Date(start),
    });

    const [sentMail] = await t.ctx.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: 'keeps-buying@example.com',
        subject: 'Your lead',
        body: 'The lead is yours',
        html: '<p>The lead is yours</p>',
        template: 'purchase-confirmation',
        status: 'sent',
        createdAt: new Date(start),
      })
      .returning();
    const [queuedMail] = await t.ctx.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: 'keeps-buying@example.com',
        body: 'Still waiting for the mail server',
        template: 'receipt',
        status: 'queued',
        createdAt: new Date(start),
      })
      .returning();
    const [request] = await t.ctx.db
      .insert(refundRequests)
      .values({
        kind: 'replacement',
        userId: leaver.user.id,
        leadPurchaseId: purchase.id,
        leadId: ownedByLeaver.id,
        reason: 'Invalid contact info',
        evidenceText: 'Called twice, disconnected',
        sellerName: 'Jo Seller',
        contactNumber: '(512) 555-0111',
        status: 'approved',
        decidedAt: new Date(start),
      })
      .returning();
    const [message] = await t.ctx.db
      .insert(contactMessages)
      .values({ name: 'Pat', email: 'pat@example.com', message: 'Call me', createdAt: new Date(start) })
      .returning();
    // The leaver deletes the account on day 0: the ledger and the invoice stay.
    await t.ctx.db
      .update(users)
      .set({ deletedAt: new Date(start) })
      .where(eq(users.id, leaver.user.id));
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.userId, leaver.user.id));
    expect(invoice!.billedEmail).toBe('leaver@example.com');
    const ledgerRows = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, leaver.user.id));

    // Day 89: nothing is due.
    expect(await runAt(RETENTION_DAYS.outboxBodies - 1)).toMatchObject({
      sellerDetailsErased: 0,
      outboxBodiesCleared: 0,
    });

    // Day 91: the words of sent mails go; who, what and when stay; a queued mail keeps its body.
    expect((await runAt(RETENTION_DAYS.outboxBodies + 1)).outboxBodiesCleared).toBeGreaterThanOrEqual(1);
    const outbox = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [sentMail!.id, queuedMail!.id]));
    expect(outbox.find((m) => m.id === sentMail!.id)).toMatchObject({
      body: '',
      html: null,
      recipient: 'keeps-buying@example.com',
      template: 'purchase-confirmation',
    });
    expect(outbox.find((m) => m.id === queuedMail!.id)!.body).toBe('Still waiting for the mail server');

    // Day 179: the unsold lead still has its seller.
    await runAt(RETENTION_DAYS.unsoldSellerDetails - 1);
    expect((await leadById(unsold.id)).leadName).toBe(unsold.leadName);

    // Day 181: the seller of every lead nobody owns goes; owned and on-sale leads keep theirs.
    const due = await runAt(RETENTION_DAYS.unsoldSellerDetails + 1);
    expect(due.sellerDetailsErased).toBe(3);
    for (const lead of [unsold, returned, ownedByLeaver]) {
      const erased = await leadById(lead.id);
      expect(erased).toMatchObject({
        leadName: ERASED_NAME,
        leadPhone: '',
        addressLine1: '',
        phoneKey: `erased:${lead.id}`,
        sellerEmail: null,
        sellerNotes: null,
        callRecordingUrl: null,
        consent: null,
        bedrooms: 3,
        city: lead.city,
        zip: lead.zip,
        status: lead.status,
      });
      expect(erased.sellerDetailsErasedAt).not.toBeNull();
      expect(erased.lat).toBe(Math.round(lead.lat * 100) / 100);
    }
    expect((await leadById(owned.id)).leadName).toBe(owned.leadName);
    expect((await leadById(onSale.id)).leadName).toBe(onSale.leadName);
    // The buyer's notes on the returned lead go with its seller; the owned lead keeps them.
    const notesOf = (leadPurchaseId: string) =>
      t.ctx.db.select().from(pipelineNotes).where(eq(pipelineNotes.leadPurchaseId, leadPurchaseId));
    const changesOf = (leadPurchaseId: string) =>
      t.ctx.db
        .select()
        .from(pipelineStatusChanges)
        .where(eq(pipelineStatusChanges.leadPurchaseId, leadPurchaseId));
    expect(await notesOf(returnedPurchase.id)).toEqual([]);
    expect(await changesOf(returnedPurchase.id)).toMatchObject([{ toStatus: 'contacted', note: null }]);
    expect(await notesOf(ownedPurchase.id)).toMatchObject([{ body: 'Seller Jo lives with her mother' }]);
    expect(await changesOf(ownedPurchase.id)).toMatchObject([{ note: 'Jo picked up at 9' }]);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, unsold.id));
    expect(entry!.before).toEqual({ city: 'Austin' });
    expect(entry!.after).toEqual({ city: 'Dallas' });
    // Run again: nothing more to do.
    expect((await runAt(RETENTION_DAYS.unsoldSellerDetails + 2)).sellerDetailsErased).toBe(0);

    // A year after the decision: the evidence and the seller details the buyer typed go.
    await runAt(RETENTION_DAYS.refundEvidence - 1);
    expect(
      (await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, request!.id)))[0]!
        .evidenceText,
    ).toBe('Called twice, disconnected');
    expect((await runAt(RETENTION_DAYS.refundEvidence + 1)).refundEvidenceCleared).toBe(1);
    expect(
      (await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, request!.id)))[0],
    ).toMatchObject({
      evidenceText: null,
      sellerName: null,
      contactNumber: null,
      reason: 'Invalid contact info',
    });

    // Two years: contact messages.
    await runAt(RETENTION_DAYS.contactMessages - 1);
    expect(
      await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id)),
    ).toHaveLength(1);
    await runAt(RETENTION_DAYS.contactMessages + 1);
    expect(
      await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id)),
    ).toHaveLength(0);

    // Seven years: the deleted member's invoice is pseudonymised, its number and amounts stay;
    // the ledger stays whole; the audit log of that time goes.
    await runAt(RETENTION_DAYS.deletedMemberInvoices - 1);
    expect((await t.ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.billedName).toBe(
      invoice!.billedName,
    );
    const seventh = await runAt(RETENTION_DAYS.deletedMemberInvoices + 1);
    expect(seventh.deletedMemberInvoicesPseudonymised).toBe(1);
    expect((await t.ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]).toMatchObject({
      number: invoice!.number,
      totalCents: invoice!.totalCents,
      billedName: 'Deleted member',
      billedEmail: `deleted+${leaver.user.id}@invalid`,
      billedAddress: null,
    });
    expect(
      await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, leaver.user.id)),
    ).toHaveLength(ledgerRows.length);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, unsold.id))).toHaveLength(0);
  });
});

describe("Go High Level's stage events (decision 037)", () => {
  it('are deleted 90 days after they arrived', async () => {
    const event = (webhookId: string, daysAfterStart: number) => ({
      webhookId,
      locationId: 'LocRetention1',
      opportunityId: 'opp-1',
      contactId: 'contact-1',
      pipelineStageId: 'stage-1',
      occurredAt: new Date(start + daysAfterStart * DAY_MS),
      receivedAt: new Date(start + daysAfterStart * DAY_MS),
      outcome: 'changed' as const,
    });
    await t.ctx.db.insert(ghlStageEvents).values([event('retention-old', 0), event('retention-recent', 60)]);
    const summary = await runAt(RETENTION_DAYS.ghlStageEvents + 1);
    expect(summary.ghlStageEventsDeleted).toBe(1);
    const left = await t.ctx.db
      .select({ webhookId: ghlStageEvents.webhookId })
      .from(ghlStageEvents)
      .where(eq(ghlStageEvents.locationId, 'LocRetention1'));
    expect(left).toEqual([{ webhookId: 'retention-recent' }]);
  });
});
