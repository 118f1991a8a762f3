import { sql, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema/index.js';

/**
 * Issue 18.4: what a lead's `dnc` becomes when it is checked against the team's Do-Not-Call lists
 * (at import, at publish, and when a list is uploaded): true when its phone is on a list; once any
 * list exists, false for a lead not on one that had no flag; otherwise what it had. A flag the
 * lead came with (a vendor's own check) is never cleared by our check.
 */
export const checkedDncOf = (phoneKey: SQL, dnc: SQL): SQL => sql`case
  when exists (select 1 from dnc_numbers d where d.phone = ${phoneKey}) then true
  when exists (select 1 from dnc_lists) then coalesce(${dnc}, false)
  else ${dnc} end`;

/** checkedDncOf for a lead row being updated. */
export const checkedDnc: SQL = checkedDncOf(sql`${leads.phoneKey}`, sql`${leads.dnc}`);
