import type { AppContext } from '../context.js';
import { sha256 } from '../lib/crypto.js';
import { tryRateLimit } from './rate-limit.js';

/** The mails anyone can have sent to an address they type: each kind has its own allowance. */
export type UnsolicitedMailKind = 'sign-up' | 'password-reset' | 'email-change' | 'newsletter';

/**
 * docs/product.md §15: at most 3 of each kind an hour to one address, counted in PostgreSQL so every
 * instance shares the count. A kind apart from the others, so that sign-up requests made by a
 * stranger cannot use up the allowance of the owner's own password reset.
 */
const PER_ADDRESS = { max: 3, windowSeconds: 3_600 };

/**
 * Whether one more mail of this kind may go to the address now. A caller that hears false sends
 * nothing and answers exactly as if it had sent the mail, so the limit reveals nothing either. The
 * key holds a hash of the address, never the address.
 */
export function mayMailAddress(ctx: AppContext, kind: UnsolicitedMailKind, email: string): Promise<boolean> {
  return tryRateLimit(ctx, `mail:${kind}:${sha256(email.trim().toLowerCase())}`, PER_ADDRESS);
}
