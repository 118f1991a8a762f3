import { createHash } from 'node:crypto';
import type { ImportDefaults } from './csv-rows.js';

/*
 * Issue 24.4: an import's file was checked twice, by its preview and again by the import's job (a
 * third of the import's CPU). The preview now keeps its check (ctx.state.keptImportCheck, for 15
 * minutes: the team reads the preview, then imports) and the import of the same file takes it. A
 * check is a pure function of the file and the batch's defaults in this process's code, so the
 * import adds exactly what checking again would have given it; the database's checks (do-not-sell,
 * duplicates) it makes again under its lock, as before. Another instance, a restart or another
 * file simply checks again.
 */

/** Files of up to this many rows are kept: about 75 MB for the largest, each valid row's record included. */
export const KEPT_CHECK_MAX_ROWS = 100_000;

/**
 * What a check depends on: the file (by its SHA-256, hex: lib/text-digest.ts; computed with the
 * request's parse off the main thread, http/json-body.ts) and the batch's defaults.
 */
export const checkKeyOf = (csvDigest: string, defaults: ImportDefaults) =>
  createHash('sha256')
    .update(JSON.stringify([defaults.leadType ?? null, defaults.priceCents ?? null]))
    .update('\n')
    .update(csvDigest)
    .digest('hex');
