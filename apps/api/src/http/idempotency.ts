import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { rowsOfPrepared } from '../db/client.js';
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

/**
 * Money-moving requests accept an Idempotency-Key, kept in PostgreSQL (docs/product.md §11) so a
 * retried purchase or top-up never moves money twice (§14): the first request with a
 * key runs; every repeat gets the first answer replayed, even while the first is still running;
 * the same key with a different body is refused. A failure that is not the client's (5xx) frees
 * the key so the client can retry.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return run();
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
  // Prepared statements: every purchase the web app makes passes here twice (decision 011).
  const inserted = await rowsOfPrepared<{ key: string }>(
    ctx.db,
    'idempotency_key_claim',
    sql`insert into idempotency_keys (user_id, key, request_hash)
      values (${userId}::uuid, ${key}::text, ${requestHash}::text)
      on conflict do nothing returning key`,
  );

  if (inserted.length === 0) return replay(ctx, reply, userId, key, requestHash) as Promise<T>;

  const storeAnswer = (statusCode: number, body: unknown) =>
    rowsOfPrepared(
      ctx.db,
      'idempotency_key_answer',
      sql`update idempotency_keys set status_code = ${statusCode}::int, response_body = ${JSON.stringify(body)}::jsonb
        where user_id = ${userId}::uuid and key = ${key}::text`,
    );
  try {
    const result = await run();
    await storeAnswer(200, result);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await storeAnswer(error.status, appErrorBody(error, request.method));
    } else {
      await ctx.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
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
      .select()
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
