/**
 * docs/product.md §15: we write only into sheets their member can edit. Any member could paste the
 * link of any sheet shared with our service account, so a Google Sheet receives rows only once the
 * member has typed its verification code into the sheet and we read it back (decision 020).
 * `integrations.config` of a sheet holds `verification_code` until then and `verified_at` after.
 */
export const isSheetVerified = (config: Record<string, string>): boolean => Boolean(config.verified_at);

/** Whether a connection may be sent a purchase: Go High Level at once, a Google Sheet once verified. */
export const canReceiveDeliveries = (integration: {
  kind: 'google_sheets' | 'go_high_level' | 'csv_feed';
  config: Record<string, string>;
}): boolean => integration.kind !== 'google_sheets' || isSheetVerified(integration.config);

/** Why a delivery to a sheet that is not verified (any more) was dropped. */
export const UNVERIFIED_SHEET_ERROR =
  'The sheet is not verified: no row is added until the code on the Connect Sheet page is read back from it.';
