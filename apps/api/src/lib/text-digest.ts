import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a text's UTF-8 bytes: a lead CSV's, named by its kept check (issue 24.4). */
export const textDigest = (text: string) => createHash('sha256').update(text).digest('hex');
