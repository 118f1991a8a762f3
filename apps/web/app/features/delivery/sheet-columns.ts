/**
 * The columns of the row the server appends for each lead (apps/api sheetRowOf), named like the
 * CSV download's headings (which also has latitude and longitude). Members paste them as
 * headings in row 1; the columns after the last one are theirs for notes.
 */
export const SHEET_COLUMNS = [
  'First Name',
  'Last Name',
  'Phone',
  'Street Address',
  'City',
  'State',
  'Postal Code',
  'Property Type',
  'Listed On MLS',
  'Reason For Selling',
  'Selling Timeline',
  'Lead Type',
  'Price Paid',
  'Purchased At',
  'Lead ID',
] as const;

/** Tab-separated, so that pasting into cell A1 fills one heading per column. */
export const SHEET_HEADER_ROW = SHEET_COLUMNS.join('\t');

/** The letter of the first column after ours ('P' for 15 columns), where members' own notes can go. */
export function firstFreeColumn(columnCount: number = SHEET_COLUMNS.length): string {
  let n = columnCount + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
