import { randomBytes } from 'node:crypto';
import { SHEET_VERIFICATION } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { integrations } from '../../db/schema/index.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { safeEqualHex, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../ports/delivery-channels.js';
import { isSheetVerified } from '../webhooks/index.js';

/*
 * docs/product.md §15, decision 020: any member could paste the link of any sheet shared with our
 * service account (every customer shares with the same one), and we would write leads into it. A
 * sheet is therefore connected waiting for verification, with a random code the member types into
 * cell A1 of a "SellerSignal" tab; Verify reads that cell back through the sheets port and only a
 * match lets rows through. Only the sheet's editors can type there, and another member's
 * connection of the same sheet has a code of its own.
 */
const CODE_PREFIX = 'sellersignal-verify-';
/** Each Verify reads the sheet through our Google quota. */
const VERIFY_TRIES = { max: 30, windowSeconds: 3_600 };

/** 48 random bits: nobody gets a code equal to one already in someone else's sheet. */
const newVerificationCode = () => `${CODE_PREFIX}${randomBytes(6).toString('hex')}`;

/** What the overview shows of a sheet connection: the code only while it waits for it. */
export function sheetOverviewOf(row: typeof integrations.$inferSelect) {
  const isVerified = isSheetVerified(row.config);
  return {
    spreadsheet_id: row.config.spreadsheet_id ?? '',
    sheet_name: row.config.sheet_name ?? 'Leads',
    is_enabled: row.isEnabled,
    is_verified: isVerified,
    verified_at: row.config.verified_at ?? null,
    verification_code: isVerified ? null : (row.config.verification_code ?? null),
    last_error: row.lastError,
  };
}

/**
 * Connects the sheet of the link, waiting for verification with a new code. The same spreadsheet
 * submitted again while connected (to change the tab) keeps its state: verified stays verified,
 * and a waiting one keeps the code the member may already have typed. Any other spreadsheet, or a
 * connection made again after a disconnect, starts over.
 */
export async function connectGoogleSheet(
  ctx: AppContext,
  userId: string,
  spreadsheetUrl: string,
  sheetName: string,
) {
  const spreadsheetId = /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(spreadsheetUrl)?.[1];
  if (!spreadsheetId)
    throw new AppError('VALIDATION', 'Paste the link of your Google Sheet', {
      errors: [{ path: 'body.spreadsheet_url', message: 'Paste the link of your Google Sheet' }],
    });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(integrations)
      .where(and(eq(integrations.userId, userId), eq(integrations.kind, 'google_sheets')))
      .for('update');
    const isSameSheet = current?.isEnabled === true && current.config.spreadsheet_id === spreadsheetId;
    const proof: Record<string, string> =
      isSameSheet && isSheetVerified(current.config)
        ? { verified_at: current.config.verified_at! }
        : {
            verification_code:
              isSameSheet && current.config.verification_code
                ? current.config.verification_code
                : newVerificationCode(),
          };
    const config: Record<string, string> = { spreadsheet_id: spreadsheetId, sheet_name: sheetName, ...proof };
    await tx
      .insert(integrations)
      .values({ userId, kind: 'google_sheets', config, isEnabled: true, createdAt: now })
      .onConflictDoUpdate({
        target: [integrations.userId, integrations.kind],
        set: {
          config,
          secretEncrypted: null,
          tokenHash: null,
          isEnabled: true,
          lastError: null,
          createdAt: now,
        },
      });
  });
}

const notFoundInSheet = (code: string) =>
  new AppError(
    'UNPROCESSABLE',
    `We did not find your code in cell ${SHEET_VERIFICATION.cell} of a tab named "${SHEET_VERIFICATION.tabName}". ` +
      `Add a tab with that name if there is none, type ${code} into its cell ${SHEET_VERIFICATION.cell}, then press Verify again.`,
  );

/**
 * Reads the code back from the member's sheet and, if it is there, lets rows through. What the
 * cell holds is never shown: the answer says only whether it matched.
 */
export async function verifyGoogleSheet(ctx: AppContext, userId: string): Promise<void> {
  await enforceRateLimit(ctx, `sheet-verify:${userId}`, VERIFY_TRIES);
  const [sheet] = await ctx.db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.userId, userId),
        eq(integrations.kind, 'google_sheets'),
        eq(integrations.isEnabled, true),
      ),
    );
  if (!sheet) throw new AppError('NOT_FOUND', 'You have no Google Sheet connected: connect one first.');
  if (isSheetVerified(sheet.config)) return;
  const code = sheet.config.verification_code;
  const spreadsheetId = sheet.config.spreadsheet_id;
  if (!code || !spreadsheetId)
    throw new AppError('CONFLICT', 'Connect the sheet again to get a verification code.');

  const typed = await readVerificationCell(ctx, spreadsheetId);
  // Compared as digests of equal length, in constant time.
  if (typed === null || !safeEqualHex(sha256(typed.trim().toLowerCase()), sha256(code))) {
    throw notFoundInSheet(code);
  }
  // Only the connection whose code was read: a link changed meanwhile has a code of its own.
  const [verified] = await ctx.db
    .update(integrations)
    .set({
      config: sql`(${integrations.config} - 'verification_code') || jsonb_build_object('verified_at', ${ctx.clock.now().toISOString()}::text)`,
      lastError: null,
    })
    .where(
      and(
        eq(integrations.id, sheet.id),
        eq(integrations.isEnabled, true),
        sql`${integrations.config} ->> 'spreadsheet_id' = ${spreadsheetId}`,
        sql`${integrations.config} ->> 'verification_code' = ${code}`,
      ),
    )
    .returning({ id: integrations.id });
  if (!verified)
    throw new AppError('CONFLICT', 'The sheet connection changed while it was being verified. Try again.');
}

/** The verification cell, with Google's answers turned into what the member can act on. */
async function readVerificationCell(ctx: AppContext, spreadsheetId: string): Promise<string | null> {
  try {
    return await ctx.sheets.readCell({
      spreadsheetId,
      sheetName: SHEET_VERIFICATION.tabName,
      cell: SHEET_VERIFICATION.cell,
    });
  } catch (error) {
    if (error instanceof PermanentDeliveryError) {
      // Not shared with us, or no such spreadsheet: one answer for both, and none of Google's words.
      const account = ctx.sheets.serviceAccountEmail ?? 'our service account';
      throw new AppError(
        'UNPROCESSABLE',
        `We could not open this sheet. Check its link, and that it is shared with ${account} as an Editor, then press Verify again.`,
      );
    }
    if (error instanceof RetryableDeliveryError) {
      throw new AppError('UNAVAILABLE', 'Google Sheets did not answer. Press Verify again in a minute.', {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    // Our own configuration (a refused service-account key, the API switched off): logged as a 500.
    throw error;
  }
}
