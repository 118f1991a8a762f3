import { DNC_LISTS, type DncList, type getLeadCompliance } from '@app/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { dncLists, dncNumbers, leads, users } from '../../db/schema/index.js';
import type { ResponseOf } from '@app/shared';
import { AppError } from '../../lib/errors.js';
import { checkedDnc } from '../../lib/do-not-call.js';
import { audit } from '../audit/index.js';

/** Numbers inserted per statement while a list is replaced. */
const INSERT_BATCH = 5_000;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A US number as DNC extracts write it: ten digits (2165550100), with or without a leading 1 or
 * punctuation. The first cell of a line that holds one is read; anything else is skipped. Fast on
 * purpose (no phone library): a registry extract runs to millions of lines.
 */
export function dncNumberOf(line: string): string | null {
  for (const cell of line.split(/[,;\t]/)) {
    const digits = cell.replace(/\D/g, '');
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    if (national.length === 10 && /^[2-9]\d{2}[2-9]/.test(national)) return `+1${national}`;
  }
  return null;
}

/**
 * Replaces one list with the numbers of a file, then checks every lead against the lists: a lead
 * with a listed number gets dnc true (sold ones too: their buyers must know); unsold leads not
 * listed and never flagged get false. Audited.
 */
export async function replaceDncList(
  ctx: AppContext,
  adminId: string,
  input: { list: DncList; csv: string; file_name?: string | undefined },
) {
  const numbers = new Set<string>();
  let skipped = 0;
  for (const line of input.csv.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const phone = dncNumberOf(line);
    if (phone) numbers.add(phone);
    else skipped++;
  }
  if (numbers.size === 0) {
    const message = 'No US phone number found in the file: one number per line, e.g. 2165550100.';
    throw new AppError('VALIDATION', message, { errors: [{ path: 'body.csv', message }] });
  }
  const now = ctx.clock.now();
  const all = [...numbers];
  const flagged = await ctx.db.transaction(async (tx) => {
    await tx.delete(dncNumbers).where(eq(dncNumbers.list, input.list));
    for (let i = 0; i < all.length; i += INSERT_BATCH) {
      await tx
        .insert(dncNumbers)
        .values(all.slice(i, i + INSERT_BATCH).map((phone) => ({ phone, list: input.list })))
        .onConflictDoNothing();
      await breathe();
    }
    const row = {
      numbers: numbers.size,
      fileName: input.file_name ?? null,
      uploadedBy: adminId,
      uploadedAt: now,
    };
    await tx
      .insert(dncLists)
      .values({ list: input.list, ...row })
      .onConflictDoUpdate({ target: dncLists.list, set: row });
    const onList = await tx
      .update(leads)
      .set({ dnc: true })
      .where(
        and(
          sql`${leads.dnc} is distinct from true`,
          sql`exists (select 1 from dnc_numbers d where d.phone = ${leads.phoneKey})`,
        ),
      )
      .returning({ id: leads.id });
    await tx
      .update(leads)
      .set({ dnc: checkedDnc })
      .where(and(isNull(leads.dnc), inArray(leads.status, ['scheduled', 'published'])));
    await audit(tx, {
      actorUserId: adminId,
      action: 'dnc_list.upload',
      entity: 'dnc_list',
      entityId: input.list,
      after: { file_name: input.file_name ?? null, numbers: numbers.size, skipped_lines: skipped },
      now,
    });
    return onList.length;
  });
  const [admin] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, adminId));
  return {
    list: input.list,
    numbers: numbers.size,
    file_name: input.file_name ?? null,
    uploaded_at: now.toISOString(),
    uploaded_by: admin?.email ?? null,
    skipped_lines: skipped,
    leads_flagged: flagged,
  };
}

export async function listDncLists(ctx: AppContext) {
  const rows = await ctx.db
    .select({ list: dncLists, email: users.email })
    .from(dncLists)
    .leftJoin(users, eq(users.id, dncLists.uploadedBy));
  return DNC_LISTS.flatMap((kind) => {
    const found = rows.find((r) => r.list.list === kind);
    return found
      ? [
          {
            list: kind,
            numbers: found.list.numbers,
            file_name: found.list.fileName,
            uploaded_at: found.list.uploadedAt.toISOString(),
            uploaded_by: found.email,
          },
        ]
      : [];
  });
}

type Compliance = ResponseOf<typeof getLeadCompliance>['result'];

/** Issue 19.5: the share of published leads with a consent record and a DNC check, per source. */
export async function leadCompliance(ctx: AppContext): Promise<Compliance> {
  const rows = await ctx.db
    .select({
      source: leads.source,
      published: sql<number>`count(*)::int`,
      with_consent: sql<number>`count(*) filter (where ${leads.consent} is not null)::int`,
      dnc_checked: sql<number>`count(*) filter (where ${leads.dnc} is not null)::int`,
      dnc_flagged: sql<number>`count(*) filter (where ${leads.dnc})::int`,
    })
    .from(leads)
    .where(eq(leads.status, 'published'))
    .groupBy(leads.source)
    .orderBy(sql`count(*) desc`);
  const sources = rows.map((r) => ({
    source: r.source,
    published: Number(r.published),
    with_consent: Number(r.with_consent),
    dnc_checked: Number(r.dnc_checked),
    dnc_flagged: Number(r.dnc_flagged),
  }));
  const sum = (key: keyof Omit<(typeof sources)[number], 'source'>) =>
    sources.reduce((n, r) => n + r[key], 0);
  return {
    sources,
    total: {
      published: sum('published'),
      with_consent: sum('with_consent'),
      dnc_checked: sum('dnc_checked'),
      dnc_flagged: sum('dnc_flagged'),
    },
  };
}
