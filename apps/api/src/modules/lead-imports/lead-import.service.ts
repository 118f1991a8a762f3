import type { LeadType, importPreviewSchema } from '@app/shared';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isAnyOf } from '../../db/any-of.js';
import type { DbOrTx, Transaction } from '../../db/client.js';
import { insertJsonRecords } from '../../db/insert-as-json.js';
import { importBatches, importRejectedRows, leads } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import {
  existingLeadIdentities,
  leadIdentityOf,
  lockChunkIdentities,
  noLeadWithKeys,
  withLeadIdentityLock,
} from '../../lib/contact-keys.js';
import { notOptedOut, optedOutPhones, optedOutReason } from '../../lib/do-not-sell.js';
import { checkedDnc, checkedDncOf } from '../../lib/do-not-call.js';
import { AppError } from '../../lib/errors.js';
import { atMost } from '../../lib/at-most.js';
import { countyOfZip } from '../../lib/zip-counties.js';
import {
  DUPLICATE_SAME,
  FileDuplicates,
  checkCsv,
  type CheckMessage,
  type CheckRequest,
  type CheckedRow,
  type ImportDefaults,
} from './csv-rows.js';
import { BATCH_WITHOUT_FILE, getBatch } from './import-history.service.js';
import { textDigest } from '../../lib/text-digest.js';
import { KEPT_CHECK_MAX_ROWS, checkKeyOf } from './kept-checks.js';
import { IMPORTED_LEAD_COLUMNS, validateLeadRow } from './lead-rows.js';
import {
  BULK_LEAD_ROWS,
  announcePublished,
  markPublished,
  nextPublishWindow,
  vacuumAnalyzeLeads,
} from './publishing.service.js';

export const IMPORT_QUEUE = 'lead-import';
const CHUNK = 1000;
/** Chunks of one import written at once: one inserts while the next takes its locks and checks. */
const CHUNKS_AT_ONCE = 2;
/**
 * A batch whose worker has shown no progress for this long (a chunk of 1,000 rows takes well under a
 * second; checking a 23 MB file, under a minute) belongs to an instance that stopped: another
 * instance takes it over where it was left (issue 23.3).
 */
export const IMPORT_STALLED_AFTER_MS = 5 * 60_000;
const MAX_LISTED_INVALID = 5000;
/** A preview's chunks checked against the database at once (atMost). */
const PREVIEW_CHECKS_AT_ONCE = 2;
/** Valid rows the preview shows, for the team to see the file was read as they meant. */
const SAMPLE_ROWS = 20;

/** Rows a worker posts at a time; each chunk is checked against the database as it arrives. */
const WORKER_CHUNK = 1000;

/** Yields to the event loop between inserts, so a 50,000-row import never blocks other requests. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Why the database rules rows out (one query each per chunk): a number on the do-not-sell list, or
 * a lead that is already there (same phone and same address). The rows are left as they are.
 */
async function refusalsOf(db: DbOrTx, rows: CheckedRow[]): Promise<Map<CheckedRow, string>> {
  // The leads as they are now: a preview asks before the file's repeats are marked (which takes
  // their leads away), and those may be marked while it waits.
  const candidates = rows.flatMap((row) => (row.lead ? [{ row, lead: row.lead }] : []));
  // Both asked at once: on the pool, two connections (a transaction's one runs them in turn).
  const [optedOut, existing] = await Promise.all([
    optedOutPhones(
      db,
      candidates.map(({ lead }) => lead.phoneKey),
    ),
    existingLeadIdentities(
      db,
      candidates.map(({ lead }) => lead),
    ),
  ]);
  const refusals = new Map<CheckedRow, string>();
  for (const { row, lead } of candidates) {
    const optedOutAt = optedOut.get(lead.phoneKey);
    if (optedOutAt) refusals.set(row, optedOutReason(optedOutAt));
    else if (existing.has(leadIdentityOf(lead)))
      refusals.set(row, `duplicate of an existing lead (${DUPLICATE_SAME})`);
  }
  return refusals;
}

/**
 * The rows of a chunk that its insert left out (the database's rules, checked in the insert, ruled
 * them out): each keeps its reason (refusalsOf) and loses its lead. The rows added are known by the
 * ids the insert returned.
 */
async function markLeftOutRows(tx: Transaction, candidates: CheckedRow[], added: { id: string }[]) {
  const addedRows = await tx
    .select({ phoneKey: leads.phoneKey, addressKey: leads.addressKey })
    .from(leads)
    .where(
      isAnyOf(
        leads.id,
        added.map((row) => row.id),
        'uuid',
      ),
    );
  const addedIdentities = new Set(addedRows.map(leadIdentityOf));
  const leftOut = candidates.filter((row) => !addedIdentities.has(leadIdentityOf(row.lead!)));
  const refusals = await refusalsOf(tx, leftOut);
  for (const row of leftOut) {
    const reason = refusals.get(row);
    // Under the chunk's locks nothing else adds or refuses its leads, so the reason is there.
    if (!reason) throw new Error(`Line ${row.line} was left out of the import for no reason found.`);
    row.errors.push(reason);
    delete row.lead;
  }
}

/**
 * Files up to this size are checked in the request itself: a few hundred rows take milliseconds,
 * while a worker starts cold (its own copy of the ZIP and county data) in about 2 s — the team
 * checking a 3-row file waited that long, and over 10 s when the machine was busy.
 */
const IN_PROCESS_CSV_CHARS = 64 * 1024;

const refusedFile = (message: string) =>
  new AppError('VALIDATION', `${message}.`, { errors: [{ path: 'body.csv', message }] });

/**
 * Files from this size are checked by two threads, each half of the rows (about 10,000 rows): one
 * thread's check of 100,000 rows is about 5 s of a core, and the preview waits for all of it.
 */
const CHECK_SPLIT_CHARS = 1024 * 1024;
const CHECK_THREADS = 2;

/**
 * A file to check: the key of its check with the batch's defaults (checkKeyOf), when known, and the
 * file, read only when no check of it is kept (an import's file is read back from its batch).
 */
interface CheckedFile {
  key: string | null;
  csv: () => string | Promise<string>;
}

/** The worker threads that check large files, kept between checks (lib/worker.ts). */
const CHECK_WORKER = new URL('./check-rows.worker.js', import.meta.url);

/**
 * Reads and checks a file (csv-rows.ts), handing over its header and row count, then its rows a
 * chunk at a time, in order, with the file's repeated rows refused (FileDuplicates); each chunk's
 * handling is awaited before the next is handed over. A large file is read and checked in worker
 * threads, so a 23 MB file does not hold up every other request while it is parsed (issue 15.16);
 * from CHECK_SPLIT_CHARS, in two, each checking half of the rows (issue 24.4), and its chunks are
 * handled while the rest is checked; a small one here. A preview keeps its check (up to
 * KEPT_CHECK_MAX_ROWS rows) and the import of the same file, with the same defaults, takes it
 * instead of checking again (decision 040); the file itself is read only when it must be checked.
 */
async function eachCheckedChunk(
  ctx: AppContext,
  file: CheckedFile,
  defaults: ImportDefaults,
  use: 'preview' | 'import',
  handle: {
    columns: (columns: string[], rowCount: number) => Promise<void> | void;
    /**
     * A chunk as it is checked, whichever thread's, before its turn: for work that needs no order
     * (a preview's database checks). Its rows' in-file repeats are not marked yet.
     */
    arrived?: (rows: CheckedRow[]) => void;
    rows: (rows: CheckedRow[]) => Promise<void>;
  },
): Promise<void> {
  let kept: CheckMessage[] | null = use === 'preview' ? [] : null;
  let keptRows = 0;
  let columnsSeen = false;
  let stopped = false;
  const duplicates = new FileDuplicates();
  let handled: Promise<void> = Promise.resolve();
  // A kept check's in-file repeats were marked as the preview took its rows (the same rows): not again.
  let repeatsMarked = false;
  const take = (message: CheckMessage) => {
    if (stopped) return;
    if (message.type === 'refused') {
      stopped = true;
      throw refusedFile(message.message);
    }
    // Each thread says the file's header; the first says it for all.
    if (message.type === 'columns' && columnsSeen) return;
    if (message.type === 'columns') columnsSeen = true;
    if (kept && message.type === 'rows') keptRows += message.rows.length;
    if (kept && keptRows > KEPT_CHECK_MAX_ROWS) kept = null;
    // As they are: the preview's database checks leave them so (refusalsOf), and the import makes
    // those again under its locks.
    kept?.push(message);
    const { columns, rows } = handle;
    // The file's repeats are marked as each chunk's turn comes, not as it arrives: a later thread's
    // chunks arrive all at once when the thread before it ends, and marking 50,000 rows in one go
    // held the event loop for 70 ms (issue 24.4, health's p99 during an import).
    handled = handled.then(() => {
      if (message.type === 'columns') return columns(message.columns, message.rowCount);
      if (!repeatsMarked) duplicates.mark(message.rows);
      return rows(message.rows);
    });
    // Seen below, once the check is over; meanwhile a failed chunk is not an unhandled rejection.
    handled.catch(() => undefined);
  };
  const arrive = (message: CheckMessage) => {
    if (!stopped && message.type === 'rows') handle.arrived?.(message.rows);
  };
  const fromPreview =
    use === 'import' && file.key ? (ctx.state.keptImportCheck.take(file.key) as CheckMessage[] | null) : null;
  if (fromPreview) {
    repeatsMarked = true;
    for (const message of fromPreview) {
      arrive(message);
      take(message);
      await handled;
    }
    return;
  }
  const csv = await file.csv();
  const key = file.key ?? checkKeyOf(textDigest(csv), defaults);
  if (csv.length <= IN_PROCESS_CSV_CHARS) {
    for (const message of checkCsv(csv, defaults, WORKER_CHUNK)) {
      arrive(message);
      take(message);
      await handled;
    }
  } else {
    const parts = csv.length >= CHECK_SPLIT_CHARS ? CHECK_THREADS : 1;
    // The first part's messages are taken as they come; a later part's wait until the parts before
    // it are done, so the rows are handed over in the file's order.
    let current = 0;
    const waiting: CheckMessage[][] = Array.from({ length: parts }, () => []);
    const done: boolean[] = Array.from({ length: parts }, () => false);
    const takeFrom = (index: number) => (message: CheckMessage) => {
      arrive(message);
      if (index === current) take(message);
      else waiting[index]!.push(message);
    };
    const finished = (index: number) => {
      done[index] = true;
      while (current < parts && done[current]) {
        current++;
        for (const message of waiting[current]?.splice(0) ?? []) take(message);
      }
    };
    const checks: Promise<void>[] = [];
    for (let index = 0; index < parts; index++) {
      // Each hand-over copies the file: requests go first between them.
      if (index > 0) await breathe();
      if (stopped) break;
      const check = ctx.state.workerThreads
        .of<Omit<CheckRequest, 'id'>, CheckMessage>(CHECK_WORKER, index)
        .run({ csv, defaults, chunkSize: WORKER_CHUNK, part: { index, of: parts } }, takeFrom(index))
        .then(
          () => finished(index),
          (error: unknown) => {
            // A thread that failed ends the check: what the others still hand over is not added.
            stopped = true;
            throw error;
          },
        );
      // Seen below (allSettled); a thread that fails while the next is handed its part is not an
      // unhandled rejection meanwhile.
      check.catch(() => undefined);
      checks.push(check);
    }
    // However the check ends (a file refused whole, a thread that died), every thread has stopped
    // handing rows over and the chunks handed over are handled before this returns or throws: no
    // chunk is still being added when the import fails.
    const outcomes = await Promise.allSettled(checks);
    stopped = true;
    await handled.catch(() => undefined);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    await handled;
  }
  if (kept) ctx.state.keptImportCheck.keep(key, kept);
}

/**
 * Starts the threads that check a large file, when the team opens the import page: a preview then
 * does not wait for them to start and load their data (1.5 s or more, and the threads stop after 5
 * idle minutes, so a daily import always found them stopped). They stop again if no file comes.
 */
export function warmUpImportCheck(ctx: AppContext): void {
  for (let slot = 0; slot < CHECK_THREADS; slot++) ctx.state.workerThreads.of(CHECK_WORKER, slot).warm();
}

const defaultsOf = (input: {
  default_lead_type?: LeadType | undefined;
  default_price?: number | undefined;
}): ImportDefaults => ({
  leadType: input.default_lead_type,
  priceCents: input.default_price === undefined ? undefined : Math.round(input.default_price * 100),
});

/**
 * Checks every row of a file, each chunk also against the leads already in the database, and says
 * what the team reads before importing: the counts, every invalid row (the first 5,000) and a few
 * valid ones. Only those are kept as the rows go by: a 100,000-row file's rows held twice (here and
 * in the check kept for the import) made the API's heap, and its pauses, larger (issue 24.4).
 */
export async function previewImport(
  ctx: AppContext,
  input: { csv: string; default_lead_type?: LeadType | undefined; default_price?: number | undefined },
  csvDigest = textDigest(input.csv),
): Promise<z.infer<typeof importPreviewSchema>> {
  type Listed = { line: number; errors: string[]; summary: string };
  const invalid: Listed[] = [];
  const sample: Listed[] = [];
  let columns: string[] = [];
  let total = 0;
  let valid = 0;
  // Each chunk's database checks start as the threads hand it over, whichever thread's: asked only
  // in the file's order, the second thread's half waited for the first's and was checked after the
  // threads were done, 150-280 ms of a 1.3-2.1 s preview (issue 24.4). Counted in the file's order.
  const checkAgainstDatabase = atMost(PREVIEW_CHECKS_AT_ONCE);
  const refusalsAsked = new Map<CheckedRow[], Promise<Map<CheckedRow, string>>>();
  // The first check that failed: later chunks are not asked about, and the preview fails with it.
  let checkFailure: { error: unknown } | null = null;
  const defaults = defaultsOf(input);
  const key = checkKeyOf(csvDigest, defaults);
  // Other requests go first before the file is handed to the threads (a copy of it each).
  await breathe();
  await eachCheckedChunk(ctx, { key, csv: () => input.csv }, defaults, 'preview', {
    columns: (names) => {
      columns = names;
    },
    arrived: (chunk) => {
      if (checkFailure) return;
      const asked = checkAgainstDatabase(() => refusalsOf(ctx.db, chunk));
      // Awaited in its turn (rows); meanwhile a failure is not an unhandled rejection.
      asked.catch((error: unknown) => {
        checkFailure ??= { error };
      });
      refusalsAsked.set(chunk, asked);
    },
    // Not marked on the rows: they may be kept for the import as the check gave them.
    rows: async (chunk) => {
      // A chunk not asked about came after a check failed (the second thread's may fail before the
      // first's last chunks come): the preview fails with that failure.
      const asked = refusalsAsked.get(chunk);
      if (!asked) throw checkFailure ? checkFailure.error : new Error('A chunk was not checked');
      const refusals = await asked;
      refusalsAsked.delete(chunk);
      total += chunk.length;
      for (const row of chunk) {
        const { line, summary } = row;
        // A repeat of an earlier row of the file was asked about before it was marked: its own
        // reason is the one it keeps.
        const refusal = row.lead ? refusals.get(row) : undefined;
        if (row.lead && !refusal) {
          valid++;
          if (sample.length < SAMPLE_ROWS) sample.push({ line, errors: [], summary });
        } else if (invalid.length < MAX_LISTED_INVALID)
          invalid.push({ line, errors: refusal ? [...row.errors, refusal] : row.errors, summary });
      }
    },
  });
  return { total_rows: total, valid_rows: valid, invalid_rows: total - valid, columns, invalid, sample };
}

/** Stores the file and queues its import; the request answers at once with the batch to poll. */
export async function startImport(
  ctx: AppContext,
  adminId: string,
  input: {
    csv: string;
    publish: 'now' | 'next_window';
    default_lead_type?: LeadType | undefined;
    default_price?: number | undefined;
    file_name?: string | undefined;
  },
  csvDigest = textDigest(input.csv),
) {
  const now = ctx.clock.now();
  const defaults = defaultsOf(input);
  // After the body's parse, other requests go first (as in the preview); the key lets the job take
  // the preview's check without reading the file back.
  await breathe();
  const checkKey = checkKeyOf(csvDigest, defaults);
  const [batch] = await ctx.db
    .insert(importBatches)
    .values({
      fileName: input.file_name ?? null,
      csv: input.csv,
      checkKey,
      defaultLeadType: defaults.leadType ?? null,
      defaultPriceCents: defaults.priceCents ?? null,
      publishMode: input.publish,
      publishAt: input.publish === 'now' ? now : nextPublishWindow(now),
      createdBy: adminId,
      createdAt: now,
    })
    // Not the file back: 10 MB read again held the event loop for about 100 ms (issue 24.4).
    .returning({ id: importBatches.id });
  await audit(ctx.db, {
    actorUserId: adminId,
    action: 'import-leads',
    entity: 'import_batch',
    entityId: batch!.id,
    after: { file_name: input.file_name ?? null, publish: input.publish, bytes: input.csv.length },
    now,
  });
  // Processed by the job queue's worker (tests call processImportBatch themselves).
  await ctx.queue?.send(IMPORT_QUEUE, { id: batch!.id });
  return getBatch(ctx.db, batch!.id);
}

/** Another worker has taken the batch over: this one stops without adding its chunk. */
class TakenOver extends Error {
  constructor() {
    super('the import was taken over by another worker');
  }
}

/**
 * A chunk's place among the chunks of its import written side by side (ChunkWriter): it takes its
 * locks once the chunk before it holds its own, and records its progress once that chunk has
 * committed. So the chunks commit in the file's order, and a chunk waits only for those before it:
 * never in a circle, whatever the phones they share.
 */
interface ChunkTurn {
  previousLocked: Promise<void>;
  /** The rows imported up to the end of the chunk before, once it has committed. */
  previousCommitted: Promise<number>;
  locked(): void;
}

/**
 * One chunk of an import: its rows are checked against the leads in the database again under the
 * chunk's locks (lockChunkIdentities: its phones, and the lead-identity lock shared), so that an
 * import running at the same time, the single-lead form or a seller's opt-out cannot add or refuse
 * the same lead meanwhile; the valid rows are added with the batch's publish time as it is now
 * (the team may have changed it while the import ran), and every skipped row is kept with its
 * reasons. Returns the rows imported up to the end of this chunk.
 */
async function importChunk(
  db: DbOrTx,
  batchId: string,
  chunk: CheckedRow[],
  progress: { from: number; to: number; at: Date },
  turn: ChunkTurn,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Its commit does not wait for the disk (about 1 ms a chunk, 100 of them in a 100,000-row
    // import, issue 24.4). A chunk's rows, rejected rows and progress commit together, so a chunk
    // lost with a database crash is lost whole and is added again when the batch is resumed from
    // its progress (resumeStalledImports); the batch is marked done with a commit that waits, and
    // so after every chunk before it is on disk.
    await tx.execute(sql`set local synchronous_commit = off`);
    await turn.previousLocked;
    await lockChunkIdentities(
      tx,
      chunk.flatMap(({ lead }) => (lead ? [lead.phoneKey] : [])),
    );
    turn.locked();
    // The rows' records were written where they were checked; they are scheduled for the batch's
    // publish time as it is now (the team may have changed it while the import ran). Checked
    // against the Do-Not-Call lists as they are added (issue 18.4), and again at publish: in the
    // insert itself (an update after it wrote every row twice, a third of a chunk's time). The
    // do-not-sell list and the duplicate rule are checked in the insert too (no round trips of
    // their own); the rows it leaves out are asked why after it, which the preview showed.
    const candidates = chunk.filter((row) => row.lead);
    const added = await insertJsonRecords(
      tx,
      leads,
      IMPORTED_LEAD_COLUMNS,
      candidates.map((row) => row.lead!.record),
      {
        computed: {
          dnc: (field) => checkedDncOf(field('phoneKey'), field('dnc')),
          status: () => sql`'scheduled'`,
          importBatchId: () => sql`${batchId}::uuid`,
          publishAt: () =>
            sql`(select ${importBatches.publishAt} from ${importBatches} where ${importBatches.id} = ${batchId})`,
        },
        where: (field) =>
          sql`${notOptedOut(field('phoneKey'))} and ${noLeadWithKeys(field('phoneKey'), field('addressKey'))}`,
      },
    );
    if (added.length < candidates.length) await markLeftOutRows(tx, candidates, added);
    const rejected = chunk
      .filter((r) => !r.lead)
      .map((r) => ({ batchId, line: r.line, errors: r.errors, summary: r.summary }));
    if (rejected.length) await tx.insert(importRejectedRows).values(rejected).onConflictDoNothing();
    // The progress commits with the rows, after the chunk before's, and only where this worker left
    // it: a worker that was taken over (it seemed to have stopped) rolls its chunk back instead of
    // adding it twice. A chunk before that failed fails this one too (its promise rejects).
    const imported = (await turn.previousCommitted) + added.length;
    const moved = await tx
      .update(importBatches)
      .set({
        processedRows: progress.to,
        importedRows: imported,
        skippedRows: progress.to - imported,
        progressAt: progress.at,
      })
      .where(and(eq(importBatches.id, batchId), eq(importBatches.processedRows, progress.from)))
      .returning({ id: importBatches.id });
    if (moved.length === 0) throw new TakenOver();
    return imported;
  });
}

/**
 * Writes an import's chunks CHUNKS_AT_ONCE at a time, each in its turn (ChunkTurn): the insert of
 * one runs while the next checks its rows (issue 24.4). `add` waits while that many are being
 * written; `finish` waits for all of them and gives the rows imported, or the first failure.
 */
function chunkWriter(ctx: AppContext, batchId: string, importedBefore: number) {
  let lastLocked: Promise<void> = Promise.resolve();
  let lastCommitted: Promise<number> = Promise.resolve(importedBefore);
  const writing = new Set<Promise<unknown>>();
  return {
    async add(rows: CheckedRow[], from: number) {
      while (writing.size >= CHUNKS_AT_ONCE) await Promise.race(writing);
      let locked = () => {};
      const lockedNow = new Promise<void>((resolve) => (locked = resolve));
      const committed = importChunk(
        ctx.db,
        batchId,
        rows,
        { from, to: from + rows.length, at: ctx.clock.now() },
        { previousLocked: lastLocked, previousCommitted: lastCommitted, locked },
      );
      // A chunk that failed before its locks lets the next one on, to fail on its commit in turn.
      void committed.finally(locked).catch(() => undefined);
      lastLocked = lockedNow;
      lastCommitted = committed;
      const written: Promise<unknown> = committed.then(breathe).finally(() => writing.delete(written));
      writing.add(written);
      // Its failure is seen by the next `add` or by `finish`; meanwhile it is not an unhandled rejection.
      written.catch(() => undefined);
    },
    async finish(): Promise<number> {
      await Promise.allSettled(writing);
      return lastCommitted;
    },
  };
}

/** Batches left by a worker that stopped: queued but never started, or quiet while processing. */
const stalledBatch = (now: Date) => {
  const quietSince = new Date(now.getTime() - IMPORT_STALLED_AFTER_MS);
  return or(
    and(eq(importBatches.status, 'queued'), lt(importBatches.createdAt, quietSince)),
    and(
      eq(importBatches.status, 'processing'),
      or(isNull(importBatches.progressAt), lt(importBatches.progressAt, quietSince)),
    ),
  );
};

/**
 * Imports the valid rows in chunks, recording progress with each; published at the batch's publish
 * time. A batch left by a worker that stopped is continued from its last chunk.
 */
async function fileOf(db: DbOrTx, batchId: string): Promise<string> {
  const [batch] = await db
    .select({ csv: importBatches.csv })
    .from(importBatches)
    .where(eq(importBatches.id, batchId));
  return batch?.csv ?? '';
}

export async function processImportBatch(ctx: AppContext, batchId: string) {
  // Claimed atomically: a batch is processed once even if two workers receive it.
  const [claimed] = await ctx.db
    .update(importBatches)
    .set({ status: 'processing', progressAt: ctx.clock.now() })
    .where(
      and(
        eq(importBatches.id, batchId),
        or(eq(importBatches.status, 'queued'), stalledBatch(ctx.clock.now())),
      ),
    )
    .returning(BATCH_WITHOUT_FILE);
  if (!claimed) return;
  try {
    // Rows are added as the check hands them over, while it checks the rest of the file (or as the
    // preview's check kept them); each chunk is checked against the database under its locks as it
    // is added (importChunk). Rows an earlier worker added (a batch taken over) are skipped.
    const writer = chunkWriter(ctx, batchId, claimed.importedRows);
    let seen = 0;
    const waiting: CheckedRow[] = [];
    try {
      await eachCheckedChunk(
        ctx,
        { key: claimed.checkKey, csv: () => fileOf(ctx.db, batchId) },
        {
          leadType: claimed.defaultLeadType ?? undefined,
          priceCents: claimed.defaultPriceCents ?? undefined,
        },
        'import',
        {
          columns: async (_columns, count) => {
            await ctx.db.update(importBatches).set({ totalRows: count }).where(eq(importBatches.id, batchId));
          },
          rows: async (rows) => {
            // The rows before `processedRows` were added by an earlier worker.
            const fresh = rows.slice(Math.max(0, claimed.processedRows - seen));
            seen += rows.length;
            waiting.push(...fresh);
            while (waiting.length >= CHUNK) {
              const from = seen - waiting.length;
              await writer.add(waiting.splice(0, CHUNK), from);
            }
          },
        },
      );
      if (waiting.length > 0) {
        const from = seen - waiting.length;
        await writer.add(waiting.splice(0), from);
      }
    } finally {
      // However the check ended, no chunk is still being written when the batch is marked.
      await writer.finish().catch(() => undefined);
    }
    const imported = await writer.finish();
    await ctx.db.update(importBatches).set({ status: 'done', csv: '' }).where(eq(importBatches.id, batchId));
    // Published at once when its time has come (publish now, even while it was running); publishing
    // rewrites the rows just added, so it is the one to vacuum after a bulk import.
    const now = ctx.clock.now();
    const published = await markPublished(
      ctx.db,
      and(eq(leads.importBatchId, batchId), lte(leads.publishAt, now)),
      now,
    );
    await announcePublished(ctx, published);
    if (published.length === 0 && imported >= BULK_LEAD_ROWS) await vacuumAnalyzeLeads(ctx);
  } catch (error) {
    if (error instanceof TakenOver) return;
    const message =
      error instanceof AppError
        ? (error.detail ?? error.message)
        : 'The import stopped unexpectedly; no further rows were added.';
    await ctx.db
      .update(importBatches)
      .set({ status: 'failed', error: message })
      .where(eq(importBatches.id, batchId));
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Sends the batches of a worker that stopped (an instance killed mid-import) to the queue again,
 * where any instance continues them from their last chunk; run by the maintenance job.
 */
export async function resumeStalledImports(ctx: AppContext): Promise<number> {
  const stalled = await ctx.db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(stalledBatch(ctx.clock.now()));
  for (const { id } of stalled) {
    if (ctx.queue) await ctx.queue.send(IMPORT_QUEUE, { id });
    else await processImportBatch(ctx, id);
  }
  return stalled.length;
}

/** The single-lead form: the same validation as a CSV row, and the same duplicate rule. */
export async function createSingleLead(
  ctx: AppContext,
  adminId: string,
  input: Record<string, unknown> & { publish: 'now' | 'next_window' },
) {
  const consent = (input.consent ?? null) as Record<string, unknown> | null;
  const get = (column: string) => {
    const key = column === 'zip' ? 'ZIP' : column;
    // The form sends the consent as one object; a CSV row has it in four columns.
    const value = key.startsWith('consent_') ? consent?.[key.slice('consent_'.length)] : input[key];
    return value === undefined || value === null ? '' : String(value);
  };
  const { lead, errors } = validateLeadRow(get, {});
  if (!lead)
    throw new AppError('VALIDATION', errors.join('; '), {
      errors: errors.map((message) => ({ path: 'body', message })),
    });
  const now = ctx.clock.now();
  const publishAt = input.publish === 'now' ? now : nextPublishWindow(now);
  const id = await withLeadIdentityLock(ctx.db, async (tx) => {
    const optedOutAt = (await optedOutPhones(tx, [lead.phoneKey])).get(lead.phoneKey);
    if (optedOutAt) {
      const message = `lead_phone: ${optedOutReason(optedOutAt)}`;
      throw new AppError('VALIDATION', message, { errors: [{ path: 'body.lead_phone', message }] });
    }
    if ((await existingLeadIdentities(tx, [lead])).size > 0)
      throw new AppError('DUPLICATE', 'A lead with this phone at this address already exists.');
    const [row] = await tx
      .insert(leads)
      .values({
        ...lead,
        county: countyOfZip(lead.zip, lead.state, lead),
        status: 'scheduled',
        publishAt,
        createdAt: now,
      })
      .returning();
    await tx.update(leads).set({ dnc: checkedDnc }).where(eq(leads.id, row!.id));
    await audit(tx, {
      actorUserId: adminId,
      action: 'create-lead',
      entity: 'lead',
      entityId: row!.id,
      after: row,
      now,
    });
    return row!.id;
  });
  if (input.publish === 'now')
    await announcePublished(ctx, await markPublished(ctx.db, eq(leads.id, id), now));
  const [fresh] = await ctx.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
  return { _id: id, status: fresh!.status };
}
