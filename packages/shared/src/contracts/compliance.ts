import { z } from 'zod';
import { envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The console's compliance page: how many published leads carry a consent record and a
 * Do-Not-Call check, per source (issue 19.5), and the Do-Not-Call lists every lead is checked
 * against at import and at publish (issue 18.4).
 */

const coverageSchema = z.object({
  published: z.number().int(),
  with_consent: z.number().int(),
  dnc_checked: z.number().int(),
  dnc_flagged: z.number().int(),
});

export const getLeadCompliance = defineEndpoint({
  method: 'GET',
  path: 'admin/get-lead-compliance',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Published leads with a consent record and a Do-Not-Call check, per source',
  response: envelope(
    z.object({
      /** One row per source; source null: the lead does not say where it came from. */
      sources: z.array(coverageSchema.extend({ source: z.string().nullable() })),
      total: coverageSchema,
    }),
  ),
});

export const DNC_LISTS = ['dnc', 'litigator'] as const;
export type DncList = (typeof DNC_LISTS)[number];
export const DNC_LIST_LABELS: Record<DncList, string> = {
  dnc: 'Do-Not-Call registry extract',
  litigator: 'TCPA litigator list',
};

export const dncListSchema = z.object({
  list: z.enum(DNC_LISTS),
  numbers: z.number().int(),
  file_name: z.string().nullable(),
  uploaded_at: z.string(),
  uploaded_by: z.string().nullable(),
});

export const getDncLists = defineEndpoint({
  method: 'GET',
  path: 'admin/get-dnc-lists',
  tag: 'Admin',
  auth: 'admin',
  summary: 'The Do-Not-Call lists leads are checked against, and when each was last uploaded',
  response: envelope(z.array(dncListSchema)),
});

export const uploadDncList = defineEndpoint({
  method: 'POST',
  path: 'admin/upload-dnc-list',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Replace a Do-Not-Call list with a CSV of numbers; every lead with one is flagged at once',
  description:
    'One number per line (the first column that holds a phone number is read; a header row is skipped). The upload replaces the list of that kind. Leads with a listed number get dnc: true; unsold leads checked and clear get dnc: false.',
  body: z.strictObject({
    list: z.enum(DNC_LISTS, { message: 'list must be dnc or litigator' }),
    file_name: z.string().trim().max(200).optional(),
    csv: z
      .string({ message: 'Choose a CSV file' })
      .min(1, 'Choose a CSV file')
      .max(25_000_000, 'The file must be at most 25 MB'),
  }),
  response: envelope(
    dncListSchema.extend({
      /** Lines with no US number on them (a header, a blank, a typo). */
      skipped_lines: z.number().int(),
      leads_flagged: z.number().int(),
    }),
  ),
});
