import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { rowsOfPrepared, type DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { AppError, appErrorBody } from '../lib/errors.js';

/** A stored error answer replayed for a repeated Idempotency-Key; sent verbatim by the error handler. */
export class ReplayedResponse extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super('replayed response');
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,200}$/;
const WAIT_FOR_FIRST_MS = 15_000;
/** A claim unanswered this long belongs to a request whose server stopped before it finished. */
const ABANDONED_AFTER_S = 120;

/** The request's Idempotency-Key (checked) and the hash of what it asks, or null without a key. */
function keyOf(request: FastifyRequest) {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', 'Idempotency-Key must be 8 to 200 letters, digits, or _ : . -', {
      errors: [
        {
          path: 'headers.idempotency-key',
          message: 'Idempotency-Key must be 8 to 200 letters, digits, or _ : . -',
        },
      ],
    });
  }
  const requestHash = sha256(
    `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`,
  );
  return { key, requestHash };
}

// Prepared statements: every purchase the web app makes passes here twice (decision 011).
const claimKey = (db: DbOrTx, userId: string, key: string, requestHash: string) =>
  rowsOfPrepared<{ key: string }>(
    db,
    'idempotency_key_claim',
    sql`insert into idempotency_keys (user_id, key, request_hash)
      values (${userId}::uuid, ${key}::text, ${requestHash}::text)
      on conflict do nothing returning key`,
  );

const storeAnswer = (db: DbOrTx, userId: string, key: string, statusCode: number, body: unknown) =>
  rowsOfPrepared(
    db,
    'idempotency_key_answer',
    sql`update idempotency_keys set status_code = ${statusCode}::int, response_body = ${JSON.stringify(body)}::jsonb
      where user_id = ${userId}::uuid and key = ${key}::text`,
  );

/**
 * Money-moving requests accept an Idempotency-Key, kept in PostgreSQL (docs/product.md §11) so a
 * retried purchase or top-up never moves money twice (§14): the first request with a
 * key runs; every repeat gets the first answer replayed, even while the first is still running;
 * the same key with a different body is refused. A failure that is not the client's (5xx) frees
 * the key so the client can retry.
 *
 * Here the key is claimed in a statement of its own before the work, which spans several
 * transactions and a card charge (a top-up, a plan, a pack). A server that stops between the claim
 * and the answer leaves a claim nobody answers: repeats wait for it, then are told to check their
 * billing before paying again with a new key, because whether the charge went through is unknown.
 * Work that fits in one transaction uses `withIdempotentTransaction`, which has no such gap.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  const claim = keyOf(request);
  if (!claim) return run();
  const { key, requestHash } = claim;
  const inserted = await claimKey(ctx.db, userId, key, requestHash);
  if (inserted.length === 0) return replay(ctx, reply, userId, key, requestHash) as Promise<T>;

  try {
    const result = await run();
    await storeAnswer(ctx.db, userId, key, 200, result);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await storeAnswer(ctx.db, userId, key, error.status, appErrorBody(error, request.method));
    } else {
      await ctx.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    }
    throw error;
  }
}

/**
 * The Idempotency-Key of work done in one transaction (a purchase), claimed by the transaction's
 * first statement and answered by its last, so the claim, the work and the answer commit together
 * or not at all (decision 035). A repeat sent while the first runs waits on the claim's row, then
 * replays the committed answer; if the first request's server died mid-way, PostgreSQL rolled its
 * transaction back with the claim, and the repeat simply runs: nothing is half done and no key is
 * held by a server that is gone.
 */
export interface TransactionClaim<O> {
  /** The transaction's first statement: throws when a request with this key has committed. */
  enter(tx: DbOrTx): Promise<void>;
  /** Its last: the answer, from the work's outcome. */
  seal(tx: DbOrTx, outcome: O): Promise<void>;
}

/** Thrown inside a claimed transaction when the key's first request has committed already. */
class KeyAnswered extends Error {
  constructor() {
    super('this Idempotency-Key has an answer');
  }
}

export async function withIdempotentTransaction<O, T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  answerOf: (outcome: O) => unknown,
  run: (claim: TransactionClaim<O> | undefined) => Promise<T>,
): Promise<T> {
  const claimed = keyOf(request);
  if (!claimed) return run(undefined);
  const { key, requestHash } = claimed;
  try {
    return await run({
      enter: async (tx) => {
        if ((await claimKey(tx, userId, key, requestHash)).length === 0) throw new KeyAnswered();
      },
      seal: async (tx, outcome) => {
        await storeAnswer(tx, userId, key, 200, answerOf(outcome));
      },
    });
  } catch (error) {
    if (error instanceof KeyAnswered) return replay(ctx, reply, userId, key, requestHash) as Promise<T>;
    // The client's error rolled the work back with its claim: keep the answer for the repeats.
    if (error instanceof AppError && error.status < 500) {
      await rowsOfPrepared(
        ctx.db,
        'idempotency_key_refusal',
        sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response_body)
          values (${userId}::uuid, ${key}::text, ${requestHash}::text, ${error.status}::int,
            ${JSON.stringify(appErrorBody(error, request.method))}::jsonb)
          on conflict do nothing`,
      );
    }
    throw error;
  }
}

async function replay(
  ctx: AppContext,
  reply: FastifyReply,
  userId: string,
  key: string,
  requestHash: string,
) {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await ctx.db
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
        isAbandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_S})`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row)
      throw new AppError(
        'CONFLICT',
        'The first request with this Idempotency-Key failed; send the request again.',
      );
    if (row.requestHash !== requestHash) {
      throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request.');
    }
    if (row.statusCode !== null) {
      reply.header('idempotent-replayed', 'true');
      if (row.statusCode !== 200) throw new ReplayedResponse(row.statusCode, row.responseBody);
      return row.responseBody;
    }
    if (row.isAbandoned)
      throw new AppError(
        'CONFLICT',
        'The first request with this Idempotency-Key did not finish. Check your billing page before paying again, with a new Idempotency-Key.',
      );
    if (Date.now() > deadline)
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Keys older than a day are forgotten (run by the maintenance job). */
export async function pruneIdempotencyKeys(ctx: AppContext) {
  await ctx.db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${ctx.clock.now()}::timestamptz - interval '1 day'`);
}
