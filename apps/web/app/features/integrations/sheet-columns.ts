import { SHEET_COLUMNS, headingsOf } from '@app/shared';

/** Tab-separated, so that pasting into cell A1 fills one heading per column. */
export const SHEET_HEADER_ROW = headingsOf(SHEET_COLUMNS).join('\t');

/** The letter of the first column after ours ('P' for 15 columns, 'AN' for 39), where members' own notes can go. */
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
