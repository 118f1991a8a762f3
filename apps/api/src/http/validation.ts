import type { z } from 'zod';
import { AppError, type FieldError } from '../lib/errors.js';

/** Turns zod issues into `errors: [{ path, message }]` naming each bad field (docs/product.md §13). */
export function toFieldErrors(error: z.ZodError, prefix: 'body' | 'query'): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      message = `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    } else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
      message = `${field || prefix} is required`;
    }
    return { path: field ? `${prefix}.${field}` : prefix, message };
  });
}

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store as sent: a NUL character is refused by the database (a 500 before
 * this check), and a lone UTF-16 surrogate would be saved as U+FFFD, so the value read back would
 * differ from the one written.
 */
function unstorableTextErrors(data: unknown, prefix: 'body' | 'query'): FieldError[] {
  const errors: FieldError[] = [];
  // Iterative: the parsed value has the contract's shape, but nothing here should trust its depth.
  const pending: { value: unknown; path: string }[] = [{ value: data, path: prefix }];
  for (let index = 0; index < pending.length; index++) {
    const { value, path } = pending[index]!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors.push({ path, message: 'Must not contain a NUL character' });
      else if (LONE_SURROGATE.test(value)) errors.push({ path, message: 'Must be valid Unicode text' });
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        pending.push({ value: child, path: `${path}.${key}` });
    }
  }
  return errors;
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query',
): z.output<S> {
  const parsed = schema.safeParse(value ?? (where === 'query' ? {} : undefined));
  const errors = parsed.success
    ? unstorableTextErrors(parsed.data, where)
    : toFieldErrors(parsed.error, where);
  if (!parsed.success || errors.length > 0) {
    throw new AppError('VALIDATION', `Invalid ${where === 'body' ? 'request body' : 'query parameters'}`, {
      errors,
    });
  }
  return parsed.data;
}
