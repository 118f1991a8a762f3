import type { z } from 'zod';
import { AppError, type FieldError } from './errors.js';

/** Turns zod issues into `errors: [{ path, message }]` naming each bad field (DESIGN.md section 4). */
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

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query',
): z.output<S> {
  const parsed = schema.safeParse(value ?? (where === 'query' ? {} : undefined));
  if (!parsed.success) {
    throw new AppError('VALIDATION', `Invalid ${where === 'body' ? 'request body' : 'query parameters'}`, {
      errors: toFieldErrors(parsed.error, where),
    });
  }
  return parsed.data;
}
