/** Reading a CSV the team chooses in the console (the lead import, the Do-Not-Call lists). */

/** The contract's limit on the CSV text (admin/preview-lead-import). */
export const MAX_CSV_BYTES = 25_000_000;

/**
 * A file that was not saved as UTF-8 (Excel's plain "CSV" is Windows-1252) decodes with U+FFFD
 * where its accented letters were; the rows would be refused one by one, so say it up front.
 */
export const hasReplacementCharacter = (text: string) => text.includes('\uFFFD');

/** Reads a chosen file as UTF-8 text (the API takes the CSV as text). */
export function readFileAsUtf8(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'UTF-8');
  });
}

/** '1.2 MB', '840 KB', '312 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
