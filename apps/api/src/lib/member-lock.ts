import { sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../db/client.js';

/**
 * Runs `work` in a transaction holding the member's row lock, so that a check and the write it
 * guards ("fewer than 10 keys? then add one") cannot interleave with another request of the same
 * member: 30 parallel creations make exactly the limit (issue 15.14). Requests of other members
 * never wait on it.
 */
export function withMemberLock<T>(db: DbOrTx, userId: string, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    return work(tx);
  });
}
