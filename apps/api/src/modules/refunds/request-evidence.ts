import {
  EVIDENCE_FILE_TYPES_TEXT,
  evidenceViewOf,
  type EvidenceFileType,
  type EvidenceView,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { isUtf8 } from 'node:buffer';
import type { AppContext } from '../../context.js';
import { refundRequests } from '../../db/schema/index.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { AppError } from '../../lib/errors.js';

const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;
/** The refund request's body at its largest: 2 MB of file as base64, 10,000 characters of text, the fields. */
export const REFUND_REQUEST_BODY_LIMIT = 3 * 1024 * 1024;

/** What each allowed evidence type's bytes must look like: the declared type is never trusted alone. */
const EVIDENCE_CONTENT: Record<EvidenceFileType, { looksRight: (bytes: Buffer) => boolean; label: string }> =
  {
    'image/png': {
      looksRight: (b) =>
        b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      label: 'a PNG image',
    },
    'image/jpeg': {
      looksRight: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
      label: 'a JPEG image',
    },
    'application/pdf': { looksRight: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-', label: 'a PDF' },
    'text/plain': { looksRight: (b) => isUtf8(b) && !b.includes(0), label: 'plain text' },
    // An MP3 opens with its ID3 tag or straight with a frame: 11 sync bits, then a layer other than 00.
    'audio/mpeg': {
      looksRight: (b) =>
        b.subarray(0, 3).toString('latin1') === 'ID3' ||
        (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0),
      label: 'an MP3 recording',
    },
    // M4A is an MPEG-4 file: its first box is `ftyp`.
    'audio/mp4': {
      looksRight: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
      label: 'an M4A recording',
    },
    'audio/wav': {
      looksRight: (b) =>
        b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
      label: 'a WAV recording',
    },
    'audio/ogg': {
      looksRight: (b) => b.subarray(0, 4).toString('latin1') === 'OggS',
      label: 'an Ogg recording',
    },
  };

const evidenceError = (message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path: 'body.evidence_file', message }] });

/** The evidence file's bytes, once its size and its content agree with the contract (issue 15.3). */
export function checkEvidenceFile(file: { type: EvidenceFileType; content_base64: string }): Buffer {
  const bytes = Buffer.from(file.content_base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_EVIDENCE_BYTES)
    throw evidenceError('The evidence file must be between 1 byte and 2 MB');
  const expected = EVIDENCE_CONTENT[file.type];
  if (!expected.looksRight(bytes)) {
    throw evidenceError(
      `The file's content is not ${expected.label} as its type says. Upload ${EVIDENCE_FILE_TYPES_TEXT}.`,
    );
  }
  return bytes;
}

/** A request's evidence file for the team: its bytes, name and checked type. */
export async function readRequestEvidence(ctx: AppContext, requestId: string) {
  const [row] = await ctx.db
    .select({
      name: refundRequests.evidenceFileName,
      type: refundRequests.evidenceFileType,
      file: refundRequests.evidenceFile,
    })
    .from(refundRequests)
    .where(eq(refundRequests.id, requestId));
  if (!row) throw new AppError('NOT_FOUND', 'No request has this id.');
  if (!row.file) throw new AppError('NOT_FOUND', 'This request has no evidence file.');
  return {
    name: row.name ?? 'evidence',
    type: row.type ?? 'application/octet-stream',
    bytes: Buffer.from(row.file, 'base64'),
  };
}

/**
 * What the browser may do with the file, by the viewer the console opens it in: load nothing but
 * the file itself. Chrome's image, media and PDF viewers style their page inline, so those allow
 * inline styles; its PDF viewer refuses to run in a sandboxed document (and runs a PDF's scripts
 * in its own isolated process), so only the PDF goes without `sandbox`.
 */
const EVIDENCE_POLICIES: Record<EvidenceView, string> = {
  image: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  audio: "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  pdf: "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  download: "default-src 'none'; sandbox; frame-ancestors 'none'",
};

/**
 * The headers the evidence file is sent with (issue 21.3): an image, PDF or recording inline with
 * its checked type, for the browser's own viewer; anything else as an attachment, never rendered.
 * Never sniffed, never cached: the file holds a seller's details.
 */
export function evidenceHeaders(evidence: { name: string; type: string }): Record<string, string> {
  const view = evidenceViewOf(evidence.type);
  return {
    'content-type': evidence.type,
    'content-disposition': contentDisposition(evidence.name, view === 'download' ? 'attachment' : 'inline'),
    'x-content-type-options': 'nosniff',
    'content-security-policy': EVIDENCE_POLICIES[view],
    'cache-control': 'private, no-store',
  };
}
