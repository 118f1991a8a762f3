import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ADMIN_PASSWORD,
  APP_URL,
  DEMO_API_KEY,
  DEMO_PASSWORD,
  freshIp,
  loginAs,
  type TestApp,
} from '../helpers.js';

/**
 * The attack surface as a client sees it: every operation of the OpenAPI document the API serves,
 * the identities that can call it, and a minimal JSON-schema reading of its inputs. The hostile
 * tests of this folder (fuzz, injection, headers) iterate over it instead of a hand-kept list.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

export type Auth = 'public' | 'session' | 'admin' | 'apiKey';

export interface Operation {
  /** As in the contracts: `leads/get-marketplace-leads-unauthorized`. */
  path: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  auth: Auth;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  security: Record<string, unknown>[];
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

/** Who may call an operation, read from its security and documented responses. */
function authOf(operation: OpenApiOperation): Auth {
  const scheme = Object.keys(operation.security[0] ?? {})[0];
  if (!scheme) return 'public';
  if (scheme === 'apiKey') return 'apiKey';
  return operation.responses['403'] ? 'admin' : 'session';
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path: path.slice(1),
      method: method.toUpperCase() as Operation['method'],
      url: `/api/v1${path}`,
      auth: authOf(operation),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      body: operation.requestBody?.content['application/json'].schema ?? null,
    })),
  );
}

export interface Identity {
  name: 'anonymous' | 'customer' | 'admin';
  headers: Record<string, string>;
}

export interface Identities {
  anonymous: Identity;
  customer: Identity;
  admin: Identity;
}

/** The demo customer (session cookie and personal API key) and the admin, signed in for real. */
export async function signInIdentities(t: TestApp): Promise<Identities> {
  const customerCookie = await loginAs(t.app, t.seed.demoEmail, DEMO_PASSWORD);
  const adminCookie = await loginAs(t.app, t.seed.adminEmail, ADMIN_PASSWORD);
  return {
    anonymous: { name: 'anonymous', headers: {} },
    // Cookie-authenticated writes must name our origin (CSRF check in app.ts).
    customer: {
      name: 'customer',
      headers: { cookie: customerCookie, origin: APP_URL, 'x-api-key': DEMO_API_KEY },
    },
    admin: { name: 'admin', headers: { cookie: adminCookie, origin: APP_URL } },
  };
}

/** Anonymous and the customer for every operation, plus the admin where the admin role is needed. */
export function callersOf(operation: Operation, identities: Identities): Identity[] {
  const callers = [identities.anonymous, identities.customer];
  return operation.auth === 'admin' ? [...callers, identities.admin] : callers;
}

/**
 * The cases one caller gets: all of them when it passes the gate, every GATE_SAMPLE-th otherwise
 * (a caller stopped at the gate gets the same 401/403 for each, so the rest would prove nothing new).
 */
const GATE_SAMPLE = 5;
export function casesFor<C>(operation: Operation, identity: Identity, cases: C[]): C[] {
  return gateStatus(operation, identity) === null
    ? cases
    : cases.filter((_, index) => index % GATE_SAMPLE === 0);
}

/** Runs `task` over the items a few at a time: requests interleave at their database awaits. */
export async function forEachConcurrently<T>(items: T[], task: (item: T) => Promise<void>, width = 8) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(task));
}

/** The status an identity gets before its input is even read: 401/403, or null when it gets through. */
export function gateStatus(operation: Operation, identity: Identity): number | null {
  if (operation.auth === 'public') return null;
  if (identity.name === 'anonymous') return 401;
  if (operation.auth === 'admin' && identity.name !== 'admin') return 403;
  return null;
}

/** True when the value breaks the schema in a way a JSON-schema validator would report. */
export function violates(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf) return schema.anyOf.every((option) => violates(option, value));
  if (schema.const !== undefined && value !== schema.const) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  const types = [schema.type ?? []].flat();
  if (types.length > 0 && !types.some((type) => hasType(value, type))) return true;
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) return true;
    if (schema.minLength !== undefined && [...value].length < schema.minLength) return true;
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return true;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return true;
    if (schema.maximum !== undefined && value > schema.maximum) return true;
  }
  return false;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

/** One request, from its own client address so that per-IP rate limits never mix cases. */
export function injectFrom(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ remoteAddress: freshIp(), ...options });
}

export const queryString = (pairs: [string, string][]) =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;

interface ErrorBody {
  message: string;
  result: null;
  detail?: string;
  errors?: { path: string; message: string }[];
}

/** The error envelope of docs/product.md §13, and nothing that looks like an internal. */
export function errorBodyOf(response: LightMyRequestResponse): ErrorBody {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as ErrorBody;
  expect(body.result).toBeNull();
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/stack|node_modules|at \/|syntax error at|relation "|pg_|drizzle/i);
  return body;
}

/** Every own property of the built-in prototypes, to prove afterwards that nothing was added. */
export function prototypeSnapshot() {
  const of = (proto: object) => Reflect.ownKeys(proto).map(String).sort();
  return {
    object: of(Object.prototype),
    array: of(Array.prototype),
    function: of(Function.prototype),
    string: of(String.prototype),
  };
}

export function expectPrototypesUntouched(before: ReturnType<typeof prototypeSnapshot>) {
  expect(prototypeSnapshot()).toEqual(before);
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin', 'role', 'admin'])
    expect(probe[key], `({}).${key}`).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}
