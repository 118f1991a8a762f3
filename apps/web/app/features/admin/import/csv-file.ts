import { LEAD_DETAIL_CSV_COLUMNS, type importBatchSchema } from '@app/shared';
import type { z } from 'zod';

type ImportBatch = z.infer<typeof importBatchSchema>;

export const isBatchFinished = (batch: Pick<ImportBatch, 'status'> | undefined) =>
  batch?.status === 'done' || batch?.status === 'failed';

/** How far an import is, 0 to 100; a batch not yet counted is at 0, a finished one at 100. */
export function importProgressPercent(
  batch: Pick<ImportBatch, 'status' | 'processed_rows' | 'total_rows'>,
): number {
  if (batch.status === 'done') return 100;
  if (batch.total_rows <= 0) return 0;
  return Math.min(100, Math.floor((batch.processed_rows / batch.total_rows) * 100));
}

/** The column names the import understands (the API also accepts common aliases such as "Phone" or "Zip Code"). */
export const TEMPLATE_COLUMNS = [
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
  'zip',
  'price',
  'latitude',
  'longitude',
  // Issue 18.3: optional details of the property and the conversation, as the import names them.
  ...LEAD_DETAIL_CSV_COLUMNS,
];

const TEMPLATE_ROWS = [
  [
    'Maria Lopez',
    '(402) 555-0147',
    'Single Family',
    'no',
    'Inherited property',
    'premium',
    'ASAP',
    '4512 Dodge St',
    'Omaha',
    'NE',
    '68132',
    '',
    '',
    '',
    'maria.lopez@example.com',
    '3',
    '2',
    '1450',
    '6500',
    '1962',
    '210000',
    '0',
    '',
    'needs work',
    'vacant',
    'Inherited from her father; wants a quick cash sale before winter.',
    'https://recordings.example.com/calls/4512.mp3',
    'cold call',
    'Verbal consent on a recorded call to be contacted about an offer.',
    '2026-11-20T15:04:00Z',
    '',
    '',
    'no',
  ],
  [
    'Gary Olsen',
    '(402) 555-0193',
    'Multi Family',
    'no',
    'Tired landlord',
    'exclusive',
    '1-3 months',
    '1820 S 10th St',
    'Omaha',
    'NE',
    '68108',
    '85',
    '',
    '',
    '',
    '6',
    '3',
    '2800',
    '',
    '1955',
    '260000',
    '140000',
    '235000',
    'fair',
    'tenant',
    'Duplex with both units rented month to month; tired of repairs.',
    '',
    'Meta ads',
    'I agree to be contacted about selling my property by phone and text.',
    '2026-11-21T09:30:00-06:00',
    '203.0.113.42',
    'https://cert.trustedform.com/5f2a9c1e',
    'no',
  ],
];

/** A two-row example file with every column, offered as a download. */
export const TEMPLATE_CSV = [
  TEMPLATE_COLUMNS.join(','),
  ...TEMPLATE_ROWS.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')),
].join('\r\n');
