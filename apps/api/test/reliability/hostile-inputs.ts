import { DEMO_API_KEY } from '../helpers.js';
import { violates, type JsonSchema, type Operation } from './attack-surface.js';

/**
 * Hostile requests, each with the exact answer the API owes it (issue 9, input fuzzing).
 * `parse` cases are refused while the body is read, before anyone is authenticated; `validation`
 * cases are refused by the contract, so a caller who is not allowed in gets 401/403 first.
 */
export interface HostileCase {
  name: string;
  stage: 'parse' | 'validation';
  status: number;
  payload?: string | Buffer;
  contentType?: string;
  /** Already encoded, with its leading `?`. */
  query?: string;
  headers?: Record<string, string>;
  /** Field paths the 400 must name (`body.email`, `query.page`). */
  paths?: string[];
  /** An unknown field the 400 must name. */
  unknown?: string;
}

export const MEGABYTE = 1024 * 1024;
/** The largest body any route takes (the lead CSV import); one byte more is too large everywhere. */
export const LARGEST_BODY_LIMIT = 26 * MEGABYTE;
export const NESTING_DEPTH = 10_000;
export const UNKNOWN_FIELD = 'zz_unknown_field';

const JSON_TYPE = 'application/json';
const deepArray = '['.repeat(NESTING_DEPTH) + ']'.repeat(NESTING_DEPTH);
const deepObject = '{"a":'.repeat(NESTING_DEPTH) + '1' + '}'.repeat(NESTING_DEPTH);

/** Strings that have broken parsers, SQL builders and renderers before. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  '\\',
  '%',
  '_',
  'a\u0000b',
  '\uD800',
  '𝕏 Ω é 中文 🏠 \u202Eevil',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  '[object Object]',
];

/** A lone surrogate has no UTF-8 form for a URL; the raw bytes are sent in survivableQueriesFor. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ENCODABLE_STRINGS = HOSTILE_STRINGS.filter((value) => !LONE_SURROGATE.test(value));

/** Values that look like numbers to someone and like trouble to everyone else. */
export const HOSTILE_NUMBERS_AS_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-99999999999999999999',
  '99999999999999999999',
  '0x10',
  '',
  ' ',
];

const propertiesOf = (operation: Operation) => Object.entries(operation.body?.properties ?? {});
const firstFieldOf = (operation: Operation) => propertiesOf(operation)[0]?.[0] ?? UNKNOWN_FIELD;
const pathOrUnknown = (field: string) =>
  field === UNKNOWN_FIELD ? { unknown: UNKNOWN_FIELD } : { paths: [`body.${field}`] };

/** A value of another JSON type than the schema allows, or null when the schema allows anything. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const candidates = [12345, '12345', true, [1], { a: 1 }];
  return candidates.find((value) => violates(schema, value)) ?? null;
}

/** A number outside the schema's bounds (or a fraction for an integer), or null when it has none. */
function outOfRangeFor(schema: JsonSchema): number | null {
  if (schema.maximum !== undefined) return schema.maximum + 1;
  if (schema.minimum !== undefined) return schema.minimum - 1;
  if (schema.type === 'integer') return 1.5;
  return null;
}

/** A string the schema refuses: one too long, off-pattern or off-enum; null when it takes any text. */
function badStringFor(schema: JsonSchema): string | null {
  if (schema.maxLength !== undefined && schema.maxLength < MEGABYTE) return 'x'.repeat(schema.maxLength + 1);
  const candidates = ["' OR 1=1 --", '__proto__', ''];
  return candidates.find((value) => violates(schema, value)) ?? null;
}

function fieldsCase(
  name: string,
  operation: Operation,
  valueFor: (schema: JsonSchema) => unknown,
): HostileCase | null {
  const entries = propertiesOf(operation)
    .map(([field, schema]) => [field, schema, valueFor(schema)] as const)
    .filter(([, schema, value]) => value !== null && violates(schema, value))
    .map(([field, , value]) => [field, value] as const);
  if (entries.length === 0) return null;
  return {
    name,
    stage: 'validation',
    status: 400,
    payload: JSON.stringify(Object.fromEntries(entries)),
    contentType: JSON_TYPE,
    paths: entries.map(([field]) => `body.${field}`),
  };
}

const parseError = (name: string, payload: string, status = 400, contentType = JSON_TYPE): HostileCase => ({
  name,
  stage: 'parse',
  status,
  payload,
  contentType,
  paths: status === 400 ? ['body'] : undefined,
});

/** An id no row has. */
export const UNUSED_ID = '00000000-0000-4000-8000-00000000dead';

/**
 * The required query parameters of a write (delete-saved-search's id), filled in so that its body
 * is what gets refused; only ids are ever required in a write's query.
 */
export function requiredQueryOf(operation: Operation): string {
  const required = operation.query.filter((p) => p.required);
  if (required.some((p) => p.schema.format !== 'uuid'))
    throw new Error(`${operation.path}: only required id parameters are filled in`);
  return required.length === 0 ? '' : `?${required.map((p) => `${p.name}=${UNUSED_ID}`).join('&')}`;
}

/** Every hostile body for one operation. */
export function bodyCasesFor(operation: Operation): HostileCase[] {
  return bodyCasesWithoutQueryFor(operation).map((c) => ({ ...c, query: requiredQueryOf(operation) }));
}

function bodyCasesWithoutQueryFor(operation: Operation): HostileCase[] {
  const first = firstFieldOf(operation);
  const json = (name: string, payload: string, expected: Partial<HostileCase>): HostileCase => ({
    name,
    stage: 'validation',
    status: 400,
    payload,
    contentType: JSON_TYPE,
    ...expected,
  });
  const cases: (HostileCase | null)[] = [
    json('unknown field', `{"${UNKNOWN_FIELD}":"x"}`, { unknown: UNKNOWN_FIELD }),
    parseError('__proto__ key', '{"__proto__":{"polluted":"yes"}}'),
    parseError('constructor.prototype key', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
    parseError('nested __proto__', '{"x":{"y":[{"__proto__":{"polluted":"yes"}}]}}'),
    parseError('nested constructor.prototype', '{"x":[{"constructor":{"prototype":{"polluted":"yes"}}}]}'),
    ...['[]', '"text"', '42', 'true', ...(operation.body ? ['null'] : [])].map((payload) =>
      json(`JSON ${payload} as the body`, payload, { paths: ['body'] }),
    ),
    fieldsCase('wrong types', operation, wrongTypeFor),
    fieldsCase('numbers out of range', operation, outOfRangeFor),
    fieldsCase('strings off their rules', operation, badStringFor),
    json(`${NESTING_DEPTH} nested arrays`, `{"${first}":${deepArray}}`, pathOrUnknown(first)),
    json(`${NESTING_DEPTH} nested objects`, `{"${first}":${deepObject}}`, pathOrUnknown(first)),
    json('1e309 (Infinity)', `{"${first}":1e309}`, pathOrUnknown(first)),
    json('negative huge number', `{"${first}":-1e308}`, pathOrUnknown(first)),
    ...['NaN', 'Infinity', '-Infinity', 'undefined'].map((token) =>
      parseError(`${token} token`, `{"${first}":${token}}`),
    ),
    ...['{"a":', "{'a':1}", '{"a":1}}', '{"a":1,}', '\u0000', '{"a":"\u0001"}', '{"a":01}'].map((payload) =>
      parseError(`invalid JSON ${JSON.stringify(payload)}`, payload),
    ),
    parseError('empty JSON body', ''),
    ...[
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
      'text/html; charset=utf-8',
    ].map((type) => parseError(`content type ${type}`, '{}', 415, type)),
  ];
  return cases.filter((c): c is HostileCase => c !== null);
}

/** 1 MB in every text field: too large for every route but the CSV import, refused either way. */
export function megabyteStringsCase(operation: Operation): HostileCase {
  const text = 'x'.repeat(MEGABYTE);
  const fields = propertiesOf(operation)
    .filter(([, schema]) => schema.type === 'string')
    .map(([field]) => [field, text]);
  return {
    name: '1 MB strings',
    stage: 'validation',
    status: 413,
    payload: JSON.stringify({ ...Object.fromEntries(fields), [UNKNOWN_FIELD]: text }),
    contentType: JSON_TYPE,
    query: requiredQueryOf(operation),
    unknown: UNKNOWN_FIELD,
  };
}

/** Every hostile query string for one operation. */
export function queryCasesFor(operation: Operation): HostileCase[] {
  const refused = (name: string, query: string, expected: Partial<HostileCase>): HostileCase => ({
    name,
    stage: 'validation',
    status: 400,
    query,
    ...expected,
  });
  const cases = [
    refused('unknown parameter', `?${UNKNOWN_FIELD}=1`, { unknown: UNKNOWN_FIELD }),
    refused('__proto__ parameter', '?__proto__=1', { unknown: '__proto__' }),
    refused('__proto__[polluted]', '?__proto__%5Bpolluted%5D=yes', { unknown: '__proto__[polluted]' }),
    refused('constructor[prototype][polluted]', '?constructor[prototype][polluted]=yes', {
      unknown: 'constructor[prototype][polluted]',
    }),
  ];
  for (const { name, schema } of operation.query) {
    cases.push(refused(`duplicate ${name}`, `?${name}=1&${name}=2`, { paths: [`query.${name}`] }));
    for (const value of [...HOSTILE_NUMBERS_AS_TEXT, ...ENCODABLE_STRINGS, 'x'.repeat(MEGABYTE)]) {
      if (!violates(schema, value)) continue;
      const shown = value.length > 40 ? `${value.length} characters` : JSON.stringify(value);
      cases.push(
        refused(`${name}=${shown}`, `?${name}=${encodeURIComponent(value)}`, { paths: [`query.${name}`] }),
      );
    }
  }
  return cases;
}

/** Query values every parameter must survive, whether it takes them or not (never a 5xx). */
export function survivableQueriesFor(operation: Operation): string[] {
  const raw = ['%ZZ', '%', '%ED%A0%80', '%C0%AF', '%00', '%2500', '+', '%E2%80%AE'];
  return operation.query.flatMap(({ name }) => [
    ...[...HOSTILE_NUMBERS_AS_TEXT, ...ENCODABLE_STRINGS].map(
      (value) => `?${name}=${encodeURIComponent(value)}`,
    ),
    ...raw.map((value) => `?${name}=${value}`),
  ]);
}

/** Forged or broken credentials: worth exactly as much as none at all. */
export const FORGED_CREDENTIALS: Record<string, string>[] = [
  { cookie: "sid=' OR 1=1 --" },
  { cookie: 'sid=%00' },
  { cookie: `sid=${'a'.repeat(8000)}` },
  { cookie: 'sid=a; sid=b; sid=c' },
  { cookie: 'sid="\\"quoted\\""' },
  { 'x-api-key': "' OR 1=1 --" },
  { 'x-api-key': `sk_AAAAAAAA_${"'".repeat(43)}` },
  { 'x-api-key': `${DEMO_API_KEY.slice(0, -1)}${DEMO_API_KEY.endsWith('b') ? 'c' : 'b'}` },
  { 'x-api-key': 'x'.repeat(8000) },
  { authorization: "Bearer ' OR 1=1 --" },
];

/** Headers no handler reads, or reads only to store a bounded copy; they must change nothing. */
export const NOISE_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': "' OR 1=1 --, 10.0.0.1", 'x-real-ip': '::1' },
  { 'user-agent': `${'x'.repeat(8000)}'); DROP TABLE sessions; --` },
  { accept: '*/*;q=abc, text/html;q=-1' },
  { 'accept-encoding': 'br;q=NaN, gzip;q=-1, identity;q=0' },
  { 'accept-language': "'; DROP TABLE users; --" },
  { 'idempotency-key': "' OR 1=1 --" },
  { host: 'evil.example' },
];

/** A cookie-authenticated write from another site (CSRF, docs/product.md §15). */
export const CROSS_SITE_HEADERS: Record<string, string | undefined>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: undefined, 'sec-fetch-site': 'cross-site' },
];
