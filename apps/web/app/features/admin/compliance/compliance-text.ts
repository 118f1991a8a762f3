import { DNC_LIST_LABELS, type DncList } from '@app/shared';

/** 0.873 → "87%"; nothing published → "–". */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

/** What the toast says after an upload. */
export function dncUploadedText(result: {
  list: DncList;
  numbers: number;
  skipped_lines: number;
  leads_flagged: number;
}): string {
  const skipped = result.skipped_lines
    ? ` ${result.skipped_lines.toLocaleString('en-US')} line${result.skipped_lines === 1 ? '' : 's'} without a number skipped.`
    : '';
  return `${DNC_LIST_LABELS[result.list]} replaced: ${result.numbers.toLocaleString('en-US')} numbers, ${result.leads_flagged.toLocaleString('en-US')} lead${result.leads_flagged === 1 ? '' : 's'} newly flagged.${skipped}`;
}
