import { z } from 'zod';
import { formatThousands } from './numbers.js';

/**
 * Issue 18.3, rich leads: what a lead says about the property and the conversation, named exactly
 * as the issue names them, one definition for the import, the team's form and edits, every
 * delivery and the docs. Everything is optional; equity and equity_percent are derived from
 * estimated_value and mortgage_balance and never stored.
 */

export const LEAD_CONDITIONS = ['excellent', 'good', 'fair', 'needs work', 'distressed'] as const;
export type LeadCondition = (typeof LEAD_CONDITIONS)[number];
export const LEAD_OCCUPANCIES = ['owner-occupied', 'tenant', 'vacant'] as const;
export type LeadOccupancy = (typeof LEAD_OCCUPANCIES)[number];
export const LEAD_SOURCES = ['cold call', 'inbound', 'outbound marketing', 'Meta ads', 'AI caller'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The bounds every path checks (the CSV import, the lead form, an edit). */
export const LEAD_DETAIL_LIMITS = {
  bedrooms: { min: 0, max: 50 },
  bathrooms: { min: 0, max: 50 },
  square_feet: { min: 100, max: 100_000 },
  lot_size_sqft: { min: 100, max: 50_000_000 },
  year_built: { min: 1700, max: 2100 },
  /** Dollars. */
  money: { min: 0, max: 100_000_000 },
  notes: 2_000,
  consentText: 2_000,
} as const;

/** A seller's consent to be contacted, as the form or call that captured it recorded it (19.5). */
export const consentSchema = z.object({
  /** The words the seller agreed to. */
  text: z.string(),
  captured_at: z.string(),
  ip: z.string().nullable(),
  /** A consent certificate (TrustedForm, Jornaya) when the capture made one. */
  certificate_id: z.string().nullable(),
});
export type LeadConsent = z.infer<typeof consentSchema>;

/** The detail fields of a lead as its owner (and the team) reads them. */
export const leadDetailsSchema = z.object({
  seller_email: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  lot_size_sqft: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  /** US dollars. */
  estimated_value: z.number().int().nullable(),
  mortgage_balance: z.number().int().nullable(),
  /** estimated_value − mortgage_balance, when both are known (may be negative: underwater). */
  equity: z.number().int().nullable(),
  /** equity ÷ estimated_value × 100, one decimal. */
  equity_percent: z.number().nullable(),
  asking_price: z.number().int().nullable(),
  condition: z.enum(LEAD_CONDITIONS).nullable(),
  occupancy: z.enum(LEAD_OCCUPANCIES).nullable(),
  seller_notes: z.string().nullable(),
  call_recording_url: z.string().nullable(),
  source: z.enum(LEAD_SOURCES).nullable(),
  consent: consentSchema.nullable(),
  /** On a Do-Not-Call or litigator list when last checked; null when not checked. */
  dnc: z.boolean().nullable(),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** The details of a lead the team gave none of (every field null): a base for samples and tests. */
export const NO_LEAD_DETAILS = Object.freeze(
  Object.fromEntries(Object.keys(leadDetailsSchema.shape).map((field) => [field, null])),
) as { readonly [K in keyof LeadDetails]: null };

/** The derived equity of a lead: null unless both the value and the balance are known. */
export function equityOf(estimatedValue: number | null, mortgageBalance: number | null) {
  if (estimatedValue === null || mortgageBalance === null) return { equity: null, equity_percent: null };
  const equity = estimatedValue - mortgageBalance;
  return {
    equity,
    equity_percent: estimatedValue > 0 ? Math.round((equity / estimatedValue) * 1000) / 10 : null,
  };
}

const VALUE_BANDS: readonly [upTo: number, label: string][] = [
  [100_000, 'Under $100k'],
  [200_000, '$100k–$200k'],
  [300_000, '$200k–$300k'],
  [500_000, '$300k–$500k'],
  [750_000, '$500k–$750k'],
  [1_000_000, '$750k–$1M'],
];

/**
 * What the public marketplace shows of a lead's value: a band, never the figure, so a prospect
 * judges the deal without the listing pointing at one house.
 */
export function valueBand(estimatedValue: number | null): string | null {
  if (estimatedValue === null) return null;
  return VALUE_BANDS.find(([upTo]) => estimatedValue < upTo)?.[1] ?? '$1M and up';
}

/** The equity as a band: "Free and clear" when nothing is owed. */
export function equityBand(equityPercent: number | null, mortgageBalance: number | null): string | null {
  if (mortgageBalance === 0) return 'Free and clear';
  if (equityPercent === null) return null;
  if (equityPercent < 0) return 'Underwater';
  if (equityPercent < 20) return 'Under 20% equity';
  if (equityPercent < 40) return '20–40% equity';
  if (equityPercent < 60) return '40–60% equity';
  return '60%+ equity';
}

/** The non-identifying details the public marketplace shows before purchase. */
export const publicLeadDetailsSchema = z.object({
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  condition: z.enum(LEAD_CONDITIONS).nullable(),
  occupancy: z.enum(LEAD_OCCUPANCIES).nullable(),
  value_band: z.string().nullable(),
  equity_band: z.string().nullable(),
  /** The lead carries a record of the seller's consent to be contacted (19.5). */
  has_consent: z.boolean(),
  /** On a Do-Not-Call or litigator list when last checked; null when not checked (18.4). */
  dnc: z.boolean().nullable(),
});

const wholeNumber = (field: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${formatThousands(min)}`)
    .max(max, `${field} must be at most ${formatThousands(max)}`)
    .nullable()
    .optional();
const money = (field: string) => wholeNumber(field, LEAD_DETAIL_LIMITS.money);

/** The detail fields the team may give in the lead form or an edit (null clears one). */
export const leadDetailsInputShape = {
  seller_email: z.email('seller_email must be an e-mail address').max(200).nullable().optional(),
  bedrooms: wholeNumber('bedrooms', LEAD_DETAIL_LIMITS.bedrooms),
  bathrooms: z
    .number({ message: 'bathrooms must be a number' })
    .min(0, 'bathrooms must be at least 0')
    .max(LEAD_DETAIL_LIMITS.bathrooms.max, `bathrooms must be at most ${LEAD_DETAIL_LIMITS.bathrooms.max}`)
    .multipleOf(0.25, 'bathrooms counts in quarters (2, 2.5, 2.75)')
    .nullable()
    .optional(),
  square_feet: wholeNumber('square_feet', LEAD_DETAIL_LIMITS.square_feet),
  lot_size_sqft: wholeNumber('lot_size_sqft', LEAD_DETAIL_LIMITS.lot_size_sqft),
  year_built: wholeNumber('year_built', LEAD_DETAIL_LIMITS.year_built),
  estimated_value: money('estimated_value'),
  mortgage_balance: money('mortgage_balance'),
  asking_price: money('asking_price'),
  condition: z
    .enum(LEAD_CONDITIONS, { message: `condition must be one of: ${LEAD_CONDITIONS.join(', ')}` })
    .nullable()
    .optional(),
  occupancy: z
    .enum(LEAD_OCCUPANCIES, { message: `occupancy must be one of: ${LEAD_OCCUPANCIES.join(', ')}` })
    .nullable()
    .optional(),
  seller_notes: z
    .string()
    .trim()
    .max(LEAD_DETAIL_LIMITS.notes, `seller_notes must be at most ${LEAD_DETAIL_LIMITS.notes} characters`)
    .nullable()
    .optional(),
  call_recording_url: z
    .url({ protocol: /^https$/, message: 'call_recording_url must be an https:// link' })
    .max(500)
    .nullable()
    .optional(),
  source: z
    .enum(LEAD_SOURCES, { message: `source must be one of: ${LEAD_SOURCES.join(', ')}` })
    .nullable()
    .optional(),
  consent: z
    .strictObject({
      text: z
        .string()
        .trim()
        .min(1, 'consent.text is required')
        .max(
          LEAD_DETAIL_LIMITS.consentText,
          `consent.text must be at most ${LEAD_DETAIL_LIMITS.consentText} characters`,
        ),
      captured_at: z.iso.datetime({
        offset: true,
        message: 'consent.captured_at must be a date and time (ISO 8601)',
      }),
      ip: z
        .union([z.ipv4(), z.ipv6()], { message: 'consent.ip must be an IP address' })
        .nullable()
        .optional(),
      certificate_id: z.string().trim().max(200).nullable().optional(),
    })
    .nullable()
    .optional(),
  dnc: z.boolean().nullable().optional(),
};

/**
 * The detail columns of a lead CSV by their canonical names, in the order of the input fields,
 * consent spread into its parts (consent_text, consent_captured_at, ...). The import template and
 * the import's column aliases are both keyed by this list, so a new detail field reaches both.
 */
export const LEAD_DETAIL_CSV_COLUMNS = Object.keys(leadDetailsInputShape).flatMap((field) =>
  field === 'consent'
    ? Object.keys(leadDetailsInputShape.consent.unwrap().unwrap().shape).map((part) => `consent_${part}`)
    : [field],
);
