import type { LeadConsent, LeadDetails } from '@app/shared';
import type { leads } from '../db/schema/index.js';

type LeadRow = typeof leads.$inferSelect;

/** The detail fields as the lead form, an edit or an import row gives them (snake_case, as the API names them). */
export type LeadDetailsInput = Partial<{
  [K in Exclude<keyof LeadDetails, 'equity' | 'equity_percent' | 'consent'>]: LeadDetails[K] | undefined;
}> & {
  consent?:
    | {
        text: string;
        captured_at: string;
        ip?: string | null | undefined;
        certificate_id?: string | null | undefined;
      }
    | null
    | undefined;
};

/** Every column detailColumnsOf may set (an import writes these, null where a row has none). */
export const DETAIL_COLUMNS = [
  'sellerEmail',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSizeSqft',
  'yearBuilt',
  'estimatedValue',
  'mortgageBalance',
  'askingPrice',
  'condition',
  'occupancy',
  'sellerNotes',
  'callRecordingUrl',
  'source',
  'dnc',
  'consent',
] as const satisfies readonly (keyof LeadRow)[];

/**
 * Issue 18.3: the columns of the given detail fields, for one insert or one partial edit. A field
 * left out (undefined) is not touched; null clears it. The consent is stored whole, its time as
 * ISO 8601 in UTC.
 */
export function detailColumnsOf(input: LeadDetailsInput): Partial<LeadRow> {
  const columns: Partial<LeadRow> = {};
  const set = <K extends keyof LeadRow>(key: K, value: LeadRow[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('sellerEmail', input.seller_email);
  set('bedrooms', input.bedrooms);
  set('bathrooms', input.bathrooms);
  set('squareFeet', input.square_feet);
  set('lotSizeSqft', input.lot_size_sqft);
  set('yearBuilt', input.year_built);
  set('estimatedValue', input.estimated_value);
  set('mortgageBalance', input.mortgage_balance);
  set('askingPrice', input.asking_price);
  set('condition', input.condition);
  set('occupancy', input.occupancy);
  set('sellerNotes', input.seller_notes === '' ? null : input.seller_notes);
  set('callRecordingUrl', input.call_recording_url);
  set('source', input.source);
  set('dnc', input.dnc);
  if (input.consent !== undefined)
    columns.consent =
      input.consent === null
        ? null
        : ({
            text: input.consent.text,
            captured_at: new Date(input.consent.captured_at).toISOString(),
            ip: input.consent.ip ?? null,
            certificate_id: input.consent.certificate_id ?? null,
          } satisfies LeadConsent);
  return columns;
}
