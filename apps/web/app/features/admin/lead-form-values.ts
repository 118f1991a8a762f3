import { createLead, formatPhone, type adminLeadSchema, type updateLead } from '@app/shared';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { centralInputToIso, isoToCentralInput } from './central-time';

export type LeadFormInput = z.input<typeof createLead.body>;
type AdminLead = z.infer<typeof adminLeadSchema>;
type ConsentInput = NonNullable<LeadFormInput['consent']>;

const isBlank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/**
 * The four consent inputs are optional as a group: an untouched group is no consent at all, while
 * one filled input makes the record's words and time required (the contract's rule, 19.5). The
 * time is typed in Central time, like every time in the console, and sent with its offset.
 */
export function consentOfInputs(consent: LeadFormInput['consent']): ConsentInput | undefined {
  if (!consent) return undefined;
  const { text, captured_at, ip, certificate_id } = consent;
  if ([text, captured_at, ip, certificate_id].every(isBlank)) return undefined;
  return {
    text,
    captured_at: centralInputToIso(captured_at) ?? captured_at,
    ip: isBlank(ip) ? null : ip,
    certificate_id: isBlank(certificate_id) ? null : certificate_id,
  };
}

/**
 * The lead form validates with the contract of admin/create-lead (the same fields as a CSV row),
 * plus the one rule the server can only report as a row error: an exclusive lead needs a price.
 */
export const leadFormSchema = z
  .preprocess(
    (values: LeadFormInput) => ({ ...values, consent: consentOfInputs(values.consent) }),
    createLead.body,
  )
  .superRefine((values, ctx) => {
    if (values.lead_type === 'exclusive' && values.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'An exclusive lead needs a price' });
    }
  });

export type LeadFormValues = z.output<typeof leadFormSchema>;

/** Issue 18.3: the optional details of a lead, cleared with null on an edit. */
export const LEAD_DETAIL_FIELDS = [
  'seller_email',
  'bedrooms',
  'bathrooms',
  'square_feet',
  'lot_size_sqft',
  'year_built',
  'estimated_value',
  'mortgage_balance',
  'asking_price',
  'condition',
  'occupancy',
  'seller_notes',
  'call_recording_url',
  'source',
  'dnc',
] as const;

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
  ...LEAD_DETAIL_FIELDS,
  'consent.text',
  'consent.captured_at',
  'consent.ip',
  'consent.certificate_id',
] as const;
type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** An optional number input: empty means "not given", anything else is parsed (and NaN is reported by the schema). */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const text = String(value).trim();
  return text === '' ? undefined : Number(text);
}

/** An optional text input or select: empty means "not given". */
export function optionalText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** A dollar amount as people type one: '$310,000' → 310000; empty means "not given". */
export function optionalDollars(value: unknown): number | undefined {
  return optionalNumber(typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value);
}

/** The DNC select: '' is "not checked", the other two say what the last check found. */
export function optionalBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** The details a lead has as the form's starting values: what it does not say stays empty. */
function detailsToFormValues(lead: AdminLead): Partial<LeadFormInput> {
  const values: Record<string, unknown> = {};
  for (const field of LEAD_DETAIL_FIELDS) if (lead[field] !== null) values[field] = lead[field];
  return {
    ...(values as Partial<LeadFormInput>),
    consent: {
      text: lead.consent?.text ?? '',
      captured_at: lead.consent ? isoToCentralInput(lead.consent.captured_at) : '',
      ip: lead.consent?.ip ?? '',
      certificate_id: lead.consent?.certificate_id ?? '',
    },
  };
}

/** Whether the form starts with any detail filled in (the edit of a lead that has some). */
export function hasLeadDetails(values: Partial<LeadFormInput> | undefined): boolean {
  if (!values) return false;
  const consent = values.consent;
  return (
    LEAD_DETAIL_FIELDS.some((field) => values[field] !== undefined && values[field] !== null) ||
    (consent !== undefined && consent !== null && !isBlank(consent.text))
  );
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
    ...detailsToFormValues(lead),
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

/**
 * The body of admin/update-lead: every field of the form, without the publish choice of a new
 * lead. A detail the lead had and the form now leaves empty is sent as null, which clears it; one
 * it never had is left out.
 */
export function toUpdateLeadBody(
  lead: AdminLead,
  values: LeadFormValues,
): z.input<NonNullable<typeof updateLead.body>> {
  const { publish: _publish, ...edited } = withoutPremiumPrice(values);
  const cleared: Record<string, null> = {};
  for (const field of [...LEAD_DETAIL_FIELDS, 'consent'] as const)
    if (edited[field] === undefined && lead[field] !== null) cleared[field] = null;
  return { id: lead._id, ...edited, ...cleared };
}

/** Which field a row error of the import checks is about ("ZIP 68102 is in NE, not IA" → ZIP). */
const ROW_ERROR_FIELDS: [RegExp, LeadFormField][] = [
  ...LEAD_DETAIL_FIELDS.map((field): [RegExp, LeadFormField] => [new RegExp(`^${field}\\b`), field]),
  [/^consent\.text\b/, 'consent.text'],
  [/^consent\.captured_at\b/, 'consent.captured_at'],
  [/^consent\.ip\b/, 'consent.ip'],
  [/^consent\.certificate_id\b/, 'consent.certificate_id'],
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
export function fieldOfRowError(message: string): LeadFormField | null {
  return ROW_ERROR_FIELDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/**
 * The input a field error of the server is about: 'body.bedrooms' → bedrooms, 'body.consent.text'
 * → consent.text (a consent refused as a whole goes under its words); null for a path the form has
 * no input for.
 */
export function fieldOfErrorPath(path: string): LeadFormField | null {
  const [first, second] = path.replace(/^body\./, '').split('.');
  const field = first === 'consent' ? `consent.${second ?? 'text'}` : first;
  return (LEAD_FORM_FIELDS as readonly string[]).includes(field ?? '') ? (field as LeadFormField) : null;
}

/**
 * Puts each of the server's messages under the input it is about: field errors by their path,
 * and the sentences admin/create-lead reports for a row (path "body") by the field they name.
 * Returns the messages that belong to no input, to show above the button.
 */
export function placeServerErrors(
  error: unknown,
  place: (field: LeadFormField, message: string) => void,
): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors
    .map(({ path, message }) => {
      const field = fieldOfErrorPath(path) ?? fieldOfRowError(message);
      if (field) place(field, message);
      return field ? null : message;
    })
    .filter((message): message is string => message !== null);
}
