import { z } from 'zod';
import { LEAD_TYPES } from '../domain.js';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** The daily upload and its history (docs/product.md §9, §14 "Daily upload"). Admin only, audited. */

export const importOptionsSchema = z.strictObject({
  /** The CSV file's text (UTF-8), header row first. */
  csv: z
    .string({ message: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(25_000_000, 'The file must be at most 25 MB'),
  /** Applied to rows whose lead_type / price columns are empty. */
  default_lead_type: z.enum(LEAD_TYPES).optional(),
  default_price: z.number().min(1).max(10_000).optional(),
});

export const importRowResultSchema = z.object({
  line: z.number().int(),
  errors: z.array(z.string()),
  summary: z.string(),
});

export const importPreviewSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** Every invalid row with what is wrong (the first 5,000), then a sample of valid ones. */
  invalid: z.array(importRowResultSchema),
  sample: z.array(importRowResultSchema),
  columns: z.array(z.string()),
});

export const previewLeadImport = defineEndpoint({
  method: 'POST',
  path: 'admin/preview-lead-import',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Validate every row of a lead CSV without importing',
  body: importOptionsSchema,
  response: envelope(importPreviewSchema),
});

/** Where the leads an import added are now, by status; `on_hold` were unpublished and wait for a time. */
export const importLeadCountsSchema = z.object({
  scheduled: z.number().int(),
  on_hold: z.number().int(),
  published: z.number().int(),
  sold_out: z.number().int(),
  expired: z.number().int(),
  withdrawn: z.number().int(),
});

export const importBatchSchema = z.object({
  _id: z.string(),
  /** The file the team chose; null for imports made before names were recorded. */
  file_name: z.string().nullable(),
  status: z.enum(['queued', 'processing', 'done', 'failed']),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  imported_rows: z.number().int(),
  skipped_rows: z.number().int(),
  publish: z.enum(['now', 'next_window']),
  /** When its scheduled leads go live; null once they were all unpublished. */
  publish_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  leads: importLeadCountsSchema,
  /** The skipped rows kept with their reasons (0 for imports made before they were kept). */
  rejected_rows_kept: z.number().int(),
});

export const importLeads = defineEndpoint({
  method: 'POST',
  path: 'admin/import-leads',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Import the valid rows of a lead CSV in the background',
  description:
    'Invalid and duplicate rows are skipped and kept with their reasons. Leads are published at once or at the next 10:00 America/Chicago.',
  body: importOptionsSchema.extend({
    publish: z.enum(['now', 'next_window'], { message: 'publish must be now or next_window' }),
    file_name: z.string().trim().min(1).max(255, 'file_name must be at most 255 characters').optional(),
  }),
  response: envelope(importBatchSchema),
});

export const getImportBatch = defineEndpoint({
  method: 'GET',
  path: 'admin/get-import-batch',
  tag: 'Admin',
  auth: 'admin',
  summary: 'One lead import: progress, who and when, counts, where its leads are now',
  query: z.strictObject({ id: idSchema }),
  response: envelope(importBatchSchema),
});

export const getImportBatches = defineEndpoint({
  method: 'GET',
  path: 'admin/get-import-batches',
  tag: 'Admin',
  auth: 'admin',
  summary: 'The import history, newest first',
  query: z.strictObject({ ...pageQuery }),
  response: listEnvelope(importBatchSchema),
});

export const getImportRejectedRows = defineEndpoint({
  method: 'GET',
  path: 'admin/get-import-rejected-rows',
  tag: 'Admin',
  auth: 'admin',
  summary: 'The rows an import skipped, each with its reasons, in file order',
  query: z.strictObject({ id: idSchema, ...pageQuery }),
  response: listEnvelope(importRowResultSchema),
});
