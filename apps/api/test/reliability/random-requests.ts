import fc from 'fast-check';
import type { Operation } from './attack-surface.js';
import {
  HOSTILE_NUMBERS_AS_TEXT,
  HOSTILE_STRINGS,
  NESTING_DEPTH,
  NOISE_HEADERS,
  UNKNOWN_FIELD,
} from './hostile-inputs.js';

/**
 * Random hostile requests for fast-check. Each one carries an unknown field (a query parameter,
 * and a body field for writes), so the API owes it an exact refusal and no handler ever runs.
 */
export interface RandomRequest {
  /** Encoded, leading `?`, the unknown parameter first. */
  query: string;
  /** Raw JSON text, perhaps invalid or unsafe on purpose. */
  body: string;
  /** What a careful JSON reader makes of `body`. */
  bodyVerdict: 'invalid' | 'unsafe' | 'safe';
  headers: Record<string, string>;
  describe: string;
}

const POISON_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

/** A JSON value as raw text: valid values, hostile strings, tokens JSON does not have, deep nesting. */
const rawJsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS_AS_TEXT).map((text) => JSON.stringify(text)),
  anyText.map((text) => JSON.stringify(text)),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '-0',
    '9007199254740993',
    '1e-400',
    '01',
  ),
  fc.constantFrom(
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":1}',
  ),
  fc.integer({ min: 1, max: NESTING_DEPTH }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

function keyArbitrary(operations: Operation[]) {
  const declared = new Set(
    operations.flatMap((o) => [...o.query.map((p) => p.name), ...Object.keys(o.body?.properties ?? {})]),
  );
  return fc.oneof(fc.constantFrom(...POISON_KEYS, ...declared), anyText);
}

/** Whether Fastify's safe JSON reader takes the text: invalid JSON, a prototype-poisoning key, or fine. */
export function verdictOf(text: string): RandomRequest['bodyVerdict'] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  const pending: unknown[] = [value];
  for (let index = 0; index < pending.length; index++) {
    const node = pending[index];
    if (!node || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return 'unsafe';
    const ctor = (node as { constructor?: unknown }).constructor;
    if (
      Object.hasOwn(node, 'constructor') &&
      ctor &&
      typeof ctor === 'object' &&
      Object.hasOwn(ctor, 'prototype')
    )
      return 'unsafe';
    pending.push(...Object.values(node));
  }
  return 'safe';
}

const encodePair = (key: string, value: string) => {
  try {
    return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a broken client would.
    return `${key.replace(/[^\w]/g, '%ED%A0%80')}=%ED%A0%80`;
  }
};

export function randomRequestArbitrary(operations: Operation[]): fc.Arbitrary<RandomRequest> {
  const key = keyArbitrary(operations);
  const queryValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS_AS_TEXT), anyText);
  return fc
    .record({
      queryPairs: fc.array(fc.tuple(key, queryValue), { maxLength: 6 }),
      bodyPairs: fc.array(fc.tuple(key, rawJsonValue), { maxLength: 6 }),
      noise: fc.subarray(NOISE_HEADERS),
    })
    .map(({ queryPairs, bodyPairs, noise }) => {
      const query = `?${[[UNKNOWN_FIELD, '1'] as const, ...queryPairs].map(([k, v]) => encodePair(k, v)).join('&')}`;
      const members = [...bodyPairs, [UNKNOWN_FIELD, '1'] as const].map(
        ([k, v]) => `${JSON.stringify(k)}:${v}`,
      );
      const body = `{${members.join(',')}}`;
      return {
        query,
        body,
        bodyVerdict: verdictOf(body),
        headers: Object.assign({}, ...noise) as Record<string, string>,
        describe: `${queryPairs.length} parameters, ${bodyPairs.length} fields, ${noise.length} noise headers`,
      };
    });
}
