import { randomToken } from './crypto.js';

/** A key that makes a call to the payment provider safe to repeat (one charge however often it is sent). */
export const newIdempotencyKey = () => randomToken(16);
