import { createLead, formatPhone, type adminLeadSchema, type updateLead } from '@app/shared';
import type { z } from 'zod';

/**
 * The lead form validates with the contract of admin/create-lead (the same fields as a CSV row),
 * plus the one rule the server can only report as a row error: an exclusive lead needs a price.
 */
export const leadFormSchema = createLead.body.superRefine((values, ctx) => {
  if (values.lead_type === 'exclusive' && values.price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'An exclusive lead needs a price' });
  }
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;
type AdminLead = z.infer<typeof adminLeadSchema>;

export const LEAD_FORM_FIELDS = [
  'lead_name',
  'lead_phone',
  'property_type',
  'listed',
  'reason',
  'lead_type',
  'selling_timeline',
  'address_line_1',
  'city',
  'state',
  'ZIP',
  'price',
  'latitude',
  'longitude',
  'publish',
] as const;

/** An optional number input: empty means "not given", anything else is parsed (and NaN is reported by the schema). */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const text = String(value).trim();
  return text === '' ? undefined : Number(text);
}

/** A lead of admin/get-leads as the edit form's starting values. */
export function leadToFormValues(lead: AdminLead): Partial<LeadFormInput> {
  return {
    lead_name: lead.lead_name,
    lead_phone: formatPhone(lead.lead_phone),
    property_type: lead.property_type as LeadFormInput['property_type'],
    listed: lead.listed,
    reason: lead.reason,
    lead_type: lead.lead_type,
    selling_timeline: lead.selling_timeline as LeadFormInput['selling_timeline'],
    address_line_1: lead.address_line_1,
    city: lead.city,
    state: lead.state as LeadFormInput['state'],
    ZIP: lead.ZIP,
    price: lead.price ?? undefined,
    publish: 'now',
  };
}

/** Premium leads are taken with credits: a price is never sent for them. */
function withoutPremiumPrice<T extends { lead_type: string; price?: number | undefined }>(values: T): T {
  if (values.lead_type === 'exclusive') return values;
  const { price: _price, ...rest } = values;
  return rest as T;
}

/** The body of admin/create-lead. */
export function toCreateLeadBody(values: LeadFormValues): z.input<typeof createLead.body> {
  return withoutPremiumPrice(values);
}

/** The body of admin/update-lead: every field of the form, without the publish choice of a new lead. */
export function toUpdateLeadBody(
  id: string,
  values: LeadFormValues,
): z.input<NonNullable<typeof updateLead.body>> {
  const { publish: _publish, ...lead } = withoutPremiumPrice(values);
  return { id, ...lead };
}

/** Which field a row error of the import checks is about ("ZIP 68102 is in NE, not IA" → ZIP). */
const ROW_ERROR_FIELDS: [RegExp, (typeof LEAD_FORM_FIELDS)[number]][] = [
  [/\bZIP\b/, 'ZIP'],
  [/^(missing |unknown )?selling timeline\b/, 'selling_timeline'],
  [/^(missing |unknown )?property type\b/, 'property_type'],
  [/^(missing )?lead type\b/, 'lead_type'],
  [/^(missing )?seller name\b/, 'lead_name'],
  [/^(missing )?phone\b/, 'lead_phone'],
  [/^(missing |unknown )?state\b/, 'state'],
  [/^(missing )?address\b/, 'address_line_1'],
  [/^(missing )?city\b/, 'city'],
  [/^(missing )?reason\b/, 'reason'],
  [/^listed\b/, 'listed'],
  [/\bprice\b/, 'price'],
];

/**
 * admin/create-lead checks a lead like a CSV row and reports the row's problems as sentences
 * (path "body"); this finds the field each one is about, so it can be shown under that field.
 */
export function fieldOfRowError(message: string): (typeof LEAD_FORM_FIELDS)[number] | null {
  return ROW_ERROR_FIELDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
