import { MESSAGES, teamRoleMay, teamRoleRefusal, type Endpoint, type TeamRole } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireApiKeyOwner, type ApiKeyOwner } from './api-key.js';
import { requireAdmin, requireSessionUser, type SessionUser } from './session.js';
import { enforceRateLimit, type RateLimitRule } from './rate-limit.js';
import type {} from './in-flight.js';
import { parseInput } from './validation.js';
import { rememberOwnWrite } from './read-routing.js';
import type { Page } from '../lib/paging.js';
import { AppError } from '../lib/errors.js';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A contract without a query or body takes none: extra fields are refused, as strict contracts do. */
const NO_FIELDS = z.strictObject({});
const NO_BODY = NO_FIELDS.optional();

/** A contract's query and body as its handler receives them (parsed, defaults applied). */
export type ParsedQuery<E extends Endpoint> = Output<E['query']>;
export type ParsedBody<E extends Endpoint> = Output<E['body']>;

/** A list's answer (docs/product.md §3): the catalogue's 'Data fetched successfully', pagination, the items. */
export const pageAnswer = <T>(page: Page<T>) => ({
  message: MESSAGES.fetched,
  pagination: { currentPage: page.currentPage, pageCount: page.pageCount },
  result: page.items,
});

export interface HandlerInput<E extends Endpoint> {
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** The signed-in member, for `session` and `admin` endpoints. */
  user: E['auth'] extends 'session' | 'admin' ? SessionUser : undefined;
  /** The key's owner, for `apiKey` endpoints. */
  apiKeyOwner: E['auth'] extends 'apiKey' ? ApiKeyOwner : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An envelope already serialised (a cached list, lib/list-cache.ts): sent as it is, as JSON. The
 * handler that returns one is responsible for its matching the contract's response.
 */
export class SerializedJson {
  constructor(readonly bytes: Buffer) {}
}

export interface EndpointOptions {
  /** Limits per client IP on this endpoint. */
  rateLimit?: RateLimitRule;
  /** A larger request body than the default 256 KB (the lead CSV import). */
  bodyLimit?: number;
}

/**
 * Decision 036: what a team's member may call is the contract's (teamRoleMay), checked here once
 * for every `session` and `apiKey` endpoint, before the input is even read.
 */
function assertTeamRoleMay(endpoint: Endpoint, role: TeamRole | undefined) {
  if (role !== undefined && !teamRoleMay(role, endpoint))
    throw new AppError('FORBIDDEN', teamRoleRefusal(role, endpoint));
}

/**
 * Registers one contract of packages/shared as a route: authenticates, rate-limits, validates the
 * query and body with the contract's zod schemas, and sends the handler's envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']> | SerializedJson>,
  options: EndpointOptions = {},
) {
  app.route({
    method: endpoint.method,
    url: `/api/v1/${endpoint.path}`,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: (request, reply) => app.inFlightWork.track(handle(request, reply)),
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    if (options.rateLimit) {
      await enforceRateLimit(ctx, `${endpoint.path}:${request.ip}`, options.rateLimit);
    }
    let user: SessionUser | undefined;
    let apiKeyOwner: ApiKeyOwner | undefined;
    if (endpoint.auth === 'session') user = await requireSessionUser(ctx, request);
    else if (endpoint.auth === 'admin') user = await requireAdmin(ctx, request);
    else if (endpoint.auth === 'apiKey') apiKeyOwner = await requireApiKeyOwner(ctx, request);
    assertTeamRoleMay(endpoint, user?.teamRole ?? apiKeyOwner?.teamRole);
    const query = parseInput(endpoint.query ?? NO_FIELDS, request.query, 'query');
    const body = parseInput(endpoint.body ?? NO_BODY, request.body, 'body');
    const result = await handler({ query, body, user, apiKeyOwner, request, reply } as HandlerInput<E>);
    await rememberOwnWrite(ctx, request, reply);
    reply.code(endpoint.successStatus ?? 200);
    if (result instanceof SerializedJson) {
      reply.header('content-type', 'application/json; charset=utf-8');
      return result.bytes;
    }
    return result;
  }
}
