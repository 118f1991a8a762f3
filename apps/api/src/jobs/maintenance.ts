import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import {
  accountTokens,
  loginThrottles,
  newsletterConfirmations,
  pendingSignUps,
  phoneVerifications,
  sellerOptOutCodes,
  rateLimits,
  sessions,
} from '../db/schema/index.js';
import { pruneIdempotencyKeys } from '../http/idempotency.js';
import {
  grantMonthlyCredits,
  remindYearlyRenewals,
  renewDueSubscriptions,
} from '../modules/billing/index.js';
import { deliverDueMails } from '../modules/messages/index.js';
import { processDueDeliveries } from '../modules/webhooks/index.js';
import { publishDueLeads, resumeStalledImports } from '../modules/lead-imports/index.js';
import { applyDuePriceChanges } from '../modules/plans/index.js';
import { expireLeads } from '../modules/leads/index.js';
import { sweepDataExports } from '../modules/data-exports/index.js';
import { remindDueFollowUps } from '../modules/pipeline/index.js';

/**
 * The periodic work of docs/product.md §11, run every minute by the job queue (and directly by
 * tests with a clock they move): lead expiry, renewals (which reset monthly credits), the monthly
 * credits of yearly plans, the morning's follow-up reminders (issue 22.1), and clean-up of expired sessions, tokens and counters.
 */
export async function runMaintenance(ctx: AppContext) {
  const now = ctx.clock.now();
  const publishedLeads = await publishDueLeads(ctx);
  const expiredLeads = await expireLeads(ctx);
  await applyDuePriceChanges(ctx); // before renewals, so a renewal due at the change pays the new price
  const renewals = await renewDueSubscriptions(ctx);
  const creditGrants = await grantMonthlyCredits(ctx);
  const renewalReminders = await remindYearlyRenewals(ctx);
  const followUpReminders = await remindDueFollowUps(ctx);
  const deliveries = await processDueDeliveries(ctx);
  const mails = await deliverDueMails(ctx);
  const dataExports = await sweepDataExports(ctx);
  const resumedImports = await resumeStalledImports(ctx);
  await pruneIdempotencyKeys(ctx);
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await ctx.db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now));
  await ctx.db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
  await ctx.db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, now));
  await ctx.db.delete(sellerOptOutCodes).where(lt(sellerOptOutCodes.expiresAt, now));
  await ctx.db.delete(newsletterConfirmations).where(lt(newsletterConfirmations.expiresAt, now));
  // A pair quiet for a day starts again from nothing anyway (modules/auth/login-throttle.ts).
  await ctx.db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastFailureAt, sql`${now}::timestamptz - interval '24 hours'`));
  await ctx.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`${now}::timestamptz - interval '1 hour'`));
  return {
    publishedLeads,
    expiredLeads,
    ...renewals,
    creditGrants,
    renewalReminders,
    followUpReminders,
    deliveries,
    mails,
    dataExports,
    resumedImports,
  };
}
