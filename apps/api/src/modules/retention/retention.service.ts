import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  auditLog,
  contactMessages,
  ghlStageEvents,
  importBatches,
  importRejectedRows,
  invoices,
  leadPurchases,
  leads,
  outboxMessages,
  pipelineNotes,
  pipelineStatusChanges,
  refundRequests,
  users,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';

/**
 * How long each kind of personal data is kept (docs/privacy.md, issue 19.4). The table in
 * docs/privacy.md and the privacy policy say the same in words; retention.test.ts moves a clock
 * past each limit and checks that exactly this is removed.
 */
export const RETENTION_DAYS = {
  /** The seller's details of a lead nobody owns, after it left the marketplace. */
  unsoldSellerDetails: 180,
  /** The words of an e-mail or a text we sent (who, what kind and when stay). */
  outboxBodies: 90,
  /** A refund or replacement request's evidence and the seller details the buyer typed, after the decision. */
  refundEvidence: 365,
  /** Rows an import refused (they hold the sellers' details as typed), after the import. */
  importRejectedRows: 180,
  /** The file of an import that failed (a finished import's file is cleared at once). */
  failedImportFile: 30,
  /** Messages sent with the contact form. */
  contactMessages: 730,
  /** A deleted member's invoices carry their billing name and address this long (tax law), then not. */
  deletedMemberInvoices: 7 * 365,
  /** The team's audit log. */
  auditLog: 7 * 365,
  /** Go High Level's stage events (its contact and opportunity ids), after they arrived (decision 037). */
  ghlStageEvents: 90,
} as const;

/** Leads erased per statement, so that a first run on a large table never holds a long lock. */
const ERASE_BATCH = 1_000;
const MAX_ERASE_BATCHES = 200;
/** What the row keeps in place of the seller's name once the details are gone. */
export const ERASED_NAME = 'Removed after the retention period';
/** The audit entries of a lead keep what changed, never the seller once the lead's details are gone. */
const SELLER_KEYS = [
  'leadName',
  'leadPhone',
  'addressLine1',
  'phoneKey',
  'addressKey',
  'lat',
  'lng',
  'sellerEmail',
  'sellerNotes',
  'callRecordingUrl',
  'consent',
];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface RetentionSummary {
  sellerDetailsErased: number;
  outboxBodiesCleared: number;
  refundEvidenceCleared: number;
  importRejectedRowsDeleted: number;
  failedImportFilesCleared: number;
  contactMessagesDeleted: number;
  deletedMemberInvoicesPseudonymised: number;
  auditEntriesDeleted: number;
  ghlStageEventsDeleted: number;
}

/**
 * The seller's details of leads nobody owns (never sold, or every purchase reversed), 180 days
 * after the lead left the marketplace: name, phone, e-mail, street address, exact position, notes,
 * call recording and consent record go; the row
 * stays with city, state, ZIP, county, type and dates for the statistics. The duplicate keys go
 * with the phone and address, so the same seller can be imported again as a new lead.
 */
async function eraseUnsoldSellerDetails(ctx: AppContext, now: Date): Promise<number> {
  const cutoff = daysBefore(now, RETENTION_DAYS.unsoldSellerDetails);
  let erased = 0;
  for (let batch = 0; batch < MAX_ERASE_BATCHES; batch++) {
    const ids = await ctx.db.transaction(async (tx) => {
      const due = tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            isNull(leads.sellerDetailsErasedAt),
            isNotNull(leads.offMarketAt),
            lt(leads.offMarketAt, cutoff),
            inArray(leads.status, ['expired', 'withdrawn']),
            // Nobody owns it: no purchase still standing by a member who still has an account.
            sql`not exists (select 1 from ${leadPurchases} join ${users} on ${users.id} = ${leadPurchases.userId}
              where ${leadPurchases.leadId} = ${leads.id} and ${leadPurchases.reversedAt} is null and ${users.deletedAt} is null)`,
          ),
        )
        .limit(ERASE_BATCH);
      const rows = await tx
        .update(leads)
        .set({
          leadName: ERASED_NAME,
          leadPhone: '',
          addressLine1: '',
          sellerEmail: null,
          sellerNotes: null,
          callRecordingUrl: null,
          consent: null,
          phoneKey: sql`'erased:' || ${leads.id}`,
          addressKey: sql`'erased:' || ${leads.id}`,
          lat: sql`round(${leads.lat}::numeric, 2)::float8`,
          lng: sql`round(${leads.lng}::numeric, 2)::float8`,
          sellerDetailsErasedAt: now,
        })
        .where(inArray(leads.id, due))
        .returning({ id: leads.id });
      const erasedIds = rows.map((row) => row.id);
      if (erasedIds.length) {
        // What buyers wrote about the seller while working the lead goes with the seller's details.
        const purchasesOfErased = tx
          .select({ id: leadPurchases.id })
          .from(leadPurchases)
          .where(inArray(leadPurchases.leadId, erasedIds));
        await tx.delete(pipelineNotes).where(inArray(pipelineNotes.leadPurchaseId, purchasesOfErased));
        await tx
          .update(pipelineStatusChanges)
          .set({ note: null })
          .where(inArray(pipelineStatusChanges.leadPurchaseId, purchasesOfErased));
      }
      if (erasedIds.length)
        await tx
          .update(auditLog)
          .set({
            before: sql`${auditLog.before} - ${sql.raw(`array[${SELLER_KEYS.map((k) => `'${k}'`).join(',')}]`)}`,
            after: sql`${auditLog.after} - ${sql.raw(`array[${SELLER_KEYS.map((k) => `'${k}'`).join(',')}]`)}`,
          })
          .where(and(eq(auditLog.entity, 'lead'), inArray(auditLog.entityId, erasedIds)));
      return erasedIds;
    });
    erased += ids.length;
    if (ids.length < ERASE_BATCH) break;
  }
  return erased;
}

/** Runs every rule once; the job queue runs it daily, tests with a clock they move. */
export async function enforceRetention(ctx: AppContext): Promise<RetentionSummary> {
  const now = ctx.clock.now();
  const sellerDetailsErased = await eraseUnsoldSellerDetails(ctx, now);

  const outbox = await ctx.db
    .update(outboxMessages)
    .set({ body: '', html: null })
    .where(
      and(
        lt(outboxMessages.createdAt, daysBefore(now, RETENTION_DAYS.outboxBodies)),
        notInArray(outboxMessages.status, ['queued', 'sending']),
        ne(outboxMessages.body, ''),
      ),
    )
    .returning({ id: outboxMessages.id });

  const evidence = await ctx.db
    .update(refundRequests)
    .set({
      evidenceText: null,
      evidenceFileName: null,
      evidenceFileType: null,
      evidenceFile: null,
      propertyAddress: null,
      sellerName: null,
      contactNumber: null,
    })
    .where(
      and(
        lt(refundRequests.decidedAt, daysBefore(now, RETENTION_DAYS.refundEvidence)),
        sql`(${refundRequests.evidenceText} is not null or ${refundRequests.evidenceFile} is not null
          or ${refundRequests.propertyAddress} is not null or ${refundRequests.sellerName} is not null
          or ${refundRequests.contactNumber} is not null)`,
      ),
    )
    .returning({ id: refundRequests.id });

  const oldBatches = ctx.db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(lt(importBatches.createdAt, daysBefore(now, RETENTION_DAYS.importRejectedRows)));
  const rejected = await ctx.db
    .delete(importRejectedRows)
    .where(inArray(importRejectedRows.batchId, oldBatches))
    .returning({ line: importRejectedRows.line });

  const failedFiles = await ctx.db
    .update(importBatches)
    .set({ csv: '' })
    .where(
      and(
        eq(importBatches.status, 'failed'),
        lt(importBatches.createdAt, daysBefore(now, RETENTION_DAYS.failedImportFile)),
        ne(importBatches.csv, ''),
      ),
    )
    .returning({ id: importBatches.id });

  const contact = await ctx.db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, daysBefore(now, RETENTION_DAYS.contactMessages)))
    .returning({ id: contactMessages.id });

  const deletedMembers = ctx.db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt));
  const pseudonymised = await ctx.db
    .update(invoices)
    .set({
      billedName: 'Deleted member',
      billedEmail: sql`'deleted+' || ${invoices.userId} || '@invalid'`,
      billedAddress: null,
    })
    .where(
      and(
        inArray(invoices.userId, deletedMembers),
        lt(invoices.issuedAt, daysBefore(now, RETENTION_DAYS.deletedMemberInvoices)),
        ne(invoices.billedName, 'Deleted member'),
      ),
    )
    .returning({ id: invoices.id });

  const audits = await ctx.db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, daysBefore(now, RETENTION_DAYS.auditLog)))
    .returning({ id: auditLog.id });

  const stageEvents = await ctx.db
    .delete(ghlStageEvents)
    .where(lt(ghlStageEvents.receivedAt, daysBefore(now, RETENTION_DAYS.ghlStageEvents)))
    .returning({ id: ghlStageEvents.id });

  return {
    sellerDetailsErased,
    outboxBodiesCleared: outbox.length,
    refundEvidenceCleared: evidence.length,
    importRejectedRowsDeleted: rejected.length,
    failedImportFilesCleared: failedFiles.length,
    contactMessagesDeleted: contact.length,
    deletedMemberInvoicesPseudonymised: pseudonymised.length,
    auditEntriesDeleted: audits.length,
    ghlStageEventsDeleted: stageEvents.length,
  };
}
