import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  affiliatePayouts,
  affiliates,
  contactMessages,
  importBatches,
  leads,
  payments,
  planPriceChanges,
  plans,
  refundRequests,
  users,
} from '../../db/schema/index.js';

/**
 * The records of the audit log in words instead of ids (issue: finding your way, item 4): a
 * customer by e-mail, a lead by city, state and ZIP (never the seller), a plan by name, an import
 * by its file. A record that no longer exists has no name.
 */
type Namer = (db: DbOrTx, ids: string[]) => Promise<{ id: string; name: string }[]>;

const place = (r: { city: string; state: string; zip: string }) => `${r.city}, ${r.state} ${r.zip}`;
const planName = (r: { name: string; occurrence: string }) => `${r.name} (${r.occurrence})`;

const requests: Namer = async (db, ids) =>
  (
    await db
      .select({
        id: refundRequests.id,
        email: users.email,
        city: leads.city,
        state: leads.state,
        zip: leads.zip,
      })
      .from(refundRequests)
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .innerJoin(leads, eq(leads.id, refundRequests.leadId))
      .where(inArray(refundRequests.id, ids))
  ).map((r) => ({ id: r.id, name: `${r.email} · lead in ${place(r)}` }));

const customers: Namer = async (db, ids) =>
  await db.select({ id: users.id, name: users.email }).from(users).where(inArray(users.id, ids));

const NAMERS: Record<string, Namer> = {
  lead: async (db, ids) =>
    (
      await db
        .select({ id: leads.id, city: leads.city, state: leads.state, zip: leads.zip })
        .from(leads)
        .where(inArray(leads.id, ids))
    ).map((r) => ({ id: r.id, name: `Lead in ${place(r)}` })),
  import_batch: async (db, ids) =>
    (
      await db
        .select({ id: importBatches.id, fileName: importBatches.fileName })
        .from(importBatches)
        .where(inArray(importBatches.id, ids))
    ).map((r) => ({ id: r.id, name: r.fileName ?? 'A CSV file (name not recorded)' })),
  refund_request: requests,
  replacement_request: requests,
  plan: async (db, ids) =>
    (
      await db
        .select({ id: plans.id, name: plans.name, occurrence: plans.occurrence })
        .from(plans)
        .where(inArray(plans.id, ids))
    ).map((r) => ({ id: r.id, name: planName(r) })),
  plan_price_change: async (db, ids) =>
    (
      await db
        .select({ id: planPriceChanges.id, name: plans.name, occurrence: plans.occurrence })
        .from(planPriceChanges)
        .innerJoin(plans, eq(plans.id, planPriceChanges.planId))
        .where(inArray(planPriceChanges.id, ids))
    ).map((r) => ({ id: r.id, name: planName(r) })),
  // A wallet and a member's own page (notes, read-only views) are audited under the member's id.
  wallet: customers,
  customer: customers,
  payment: async (db, ids) =>
    db
      .select({ id: payments.id, name: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(inArray(payments.id, ids)),
  affiliate: async (db, ids) =>
    db
      .select({ id: affiliates.id, name: affiliates.email })
      .from(affiliates)
      .where(inArray(affiliates.id, ids)),
  affiliate_payout: async (db, ids) =>
    db
      .select({ id: affiliatePayouts.id, name: affiliates.email })
      .from(affiliatePayouts)
      .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
      .where(inArray(affiliatePayouts.id, ids)),
  contact_message: async (db, ids) =>
    db
      .select({ id: contactMessages.id, name: contactMessages.email })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name of every record of a page of entries, keyed `entity:id` (one query per kind on the page). */
export async function subjectsOf(
  db: DbOrTx,
  entries: { entity: string; entityId: string | null }[],
): Promise<Map<string, string>> {
  const idsByEntity = new Map<string, Set<string>>();
  for (const { entity, entityId } of entries) {
    if (!entityId || !UUID.test(entityId) || !NAMERS[entity]) continue;
    idsByEntity.set(entity, (idsByEntity.get(entity) ?? new Set()).add(entityId));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      for (const { id, name } of await NAMERS[entity]!(db, [...ids])) names.set(`${entity}:${id}`, name);
    }),
  );
  return names;
}
