import { z } from 'zod';

/** docs/product.md §3, list envelope: pagination holds currentPage and pageCount. */
export const paginationSchema = z.object({
  currentPage: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const envelope = <T extends z.ZodType>(result: T) => z.object({ message: z.string(), result });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), pagination: paginationSchema, result: z.array(item) });

/** The error body of docs/product.md §13. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  result: z.null(),
  detail: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Query-string integers arrive as text; reject NaN, fractions and negatives with a clear error. */
const queryInt = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`),
    );

export const pageQuery = {
  page: queryInt('page', 1, 1_000_000).optional(),
  limit: queryInt('limit', 1, 100).optional(),
};

export const queryNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

export const queryBoolean = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const idSchema = z.uuid({ message: 'Must be a valid id' });
