/** Effective dates of the policies (ISO). Update the date whenever a policy text changes. */
export const TERMS_EFFECTIVE_DATE = '2026-11-01';
export const PRIVACY_EFFECTIVE_DATE = '2026-11-27';
export const REFUND_EFFECTIVE_DATE = '2026-11-01';
