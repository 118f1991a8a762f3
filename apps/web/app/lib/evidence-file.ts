import { EVIDENCE_FILE_TYPES, EVIDENCE_FILE_TYPES_TEXT, type EvidenceFileType } from '@app/shared';

/**
 * Refund evidence uploads (docs/product.md §14): a call, SMS or email log as PNG, JPEG, PDF or
 * text, or a recording of the call, at most 2 MB. The types are the contract's.
 */
export const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;
export const EVIDENCE_ACCEPT = [
  '.png,.jpg,.jpeg,.pdf,.txt,.log,.csv,.mp3,.m4a,.wav,.ogg,.oga',
  ...EVIDENCE_FILE_TYPES,
].join(',');

const BY_EXTENSION: Record<string, EvidenceFileType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/plain',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
};

/** The names browsers give some of the accepted types, as the contract names them. */
const BROWSER_ALIASES: Record<string, EvidenceFileType> = {
  'text/csv': 'text/plain',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** The accepted type of a file, from its MIME type or (when the browser gives none) its extension. */
export function evidenceFileType(file: { name: string; type: string }): EvidenceFileType | null {
  if ((EVIDENCE_FILE_TYPES as readonly string[]).includes(file.type)) return file.type as EvidenceFileType;
  const alias = BROWSER_ALIASES[file.type];
  if (alias) return alias;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' || file.type === 'application/octet-stream'
    ? (BY_EXTENSION[extension] ?? null)
    : null;
}

/** Why a file cannot be sent as evidence, or null when it can. */
export function evidenceFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!evidenceFileType(file)) return `Upload ${EVIDENCE_FILE_TYPES_TEXT}`;
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
