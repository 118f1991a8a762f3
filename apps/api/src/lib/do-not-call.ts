import { sql, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema/index.js';

/**
 * Issue 18.4: what a lead's `dnc` becomes when it is checked against the team's Do-Not-Call lists
 * (at import, at publish, and when a list is uploaded): true when its phone is on a list; once any
 * list exists, false for a lead not on one that had no flag; otherwise what it had. A flag the
 * lead came with (a vendor's own check) is never cleared by our check.
 */
export const checkedDnc: SQL = sql`case
  when exists (select 1 from dnc_numbers d where d.phone = ${leads.phoneKey}) then true
  when exists (select 1 from dnc_lists) then coalesce(${leads.dnc}, false)
  else ${leads.dnc} end`;
