-- Sheets connected before verification existed were never proven to be their member's (issue
-- 15.15, decision 020): they get no more rows until the member types this code into cell A1 of a
-- "SellerSignal" tab and presses Verify. gen_random_uuid() is strong randomness; its first 12 hex
-- digits are random bits, the same shape as the codes the API makes.
UPDATE "integrations"
SET "config" = "config" || jsonb_build_object(
  'verification_code',
  'sellersignal-verify-' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)
)
WHERE "kind" = 'google_sheets'
  AND NOT ("config" ? 'verified_at')
  AND NOT ("config" ? 'verification_code');
