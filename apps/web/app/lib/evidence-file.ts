/** Refund evidence uploads (docs/product.md §14): a call, SMS or email log as PNG, JPEG, PDF or text, at most 2 MB. */
export const EVIDENCE_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];
export const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;
export const EVIDENCE_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.txt,.log,.csv,image/png,image/jpeg,application/pdf,text/plain';

const BY_EXTENSION: Record<string, EvidenceFileType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/plain',
};

/** The accepted type of a file, from its MIME type or (when the browser gives none) its extension. */
export function evidenceFileType(file: { name: string; type: string }): EvidenceFileType | null {
  if ((EVIDENCE_FILE_TYPES as readonly string[]).includes(file.type)) return file.type as EvidenceFileType;
  if (file.type === 'text/csv') return 'text/plain';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' || file.type === 'application/octet-stream'
    ? (BY_EXTENSION[extension] ?? null)
    : null;
}

/** Why a file cannot be sent as evidence, or null when it can. */
export function evidenceFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!evidenceFileType(file)) return 'Upload a PNG, JPEG, PDF or text file';
  if (file.size > MAX_EVIDENCE_BYTES) return 'The file must be at most 2 MB';
  if (file.size === 0) return 'This file is empty';
  return null;
}

/** The file's content as base64 (without the data: URL prefix). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
