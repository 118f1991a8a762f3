import { z } from 'zod';
import { envelope, idSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Publishing by hand (docs/product.md §14 "Daily upload"; docs/decisions/022): leads go live at the
 * next 10:00 Central unless the team publishes them now, picks another time, or takes them back.
 * Each acts on chosen leads (`lead_ids`, up to 500) or on every
 * lead of one import (`import_id`), never both.
 */
const target = {
  lead_ids: z
    .array(idSchema)
    .min(1, 'Choose at least one lead')
    .max(500, 'At most 500 leads at a time')
    .optional(),
  import_id: idSchema.optional(),
};

const oneTarget = <T extends { lead_ids?: string[] | undefined; import_id?: string | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if ((body.lead_ids === undefined) === (body.import_id === undefined))
    ctx.addIssue({ code: 'custom', path: ['lead_ids'], message: 'Give lead_ids or import_id, not both' });
};

export const publishingResultSchema = z.object({
  /** Leads that changed. */
  changed: z.number().int(),
  /** Leads of the target left as they were, each with why (for lead_ids only). */
  skipped: z.array(z.object({ _id: z.string(), reason: z.string() })),
  /** How many leads of the target were left as they were. */
  unchanged: z.number().int(),
});
export type PublishingResult = z.infer<typeof publishingResultSchema>;

export const publishLeadsNow = defineEndpoint({
  method: 'POST',
  path: 'admin/publish-leads-now',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Put scheduled leads on the marketplace at once; buyers with alerts are told',
  body: z.strictObject(target).superRefine(oneTarget),
  response: envelope(publishingResultSchema),
});

export const scheduleLeads = defineEndpoint({
  method: 'POST',
  path: 'admin/schedule-leads',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Change when leads go live (scheduled ones, or published ones nobody has bought yet)',
  body: z
    .strictObject({
      ...target,
      publish_at: z.iso.datetime({
        offset: true,
        message: 'publish_at must be a date and time with its offset, e.g. 2026-11-28T10:00:00-06:00',
      }),
    })
    .superRefine(oneTarget),
  response: envelope(publishingResultSchema),
});

export const unpublishLeads = defineEndpoint({
  method: 'POST',
  path: 'admin/unpublish-leads',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Take published leads nobody has bought back off the marketplace, until published again',
  body: z.strictObject(target).superRefine(oneTarget),
  response: envelope(publishingResultSchema),
});
