const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The top-level fields an audited action changed, so a reader sees "status, notes" before opening
 * the JSON. Timestamps that every update touches are left out of the summary (not of the JSON).
 */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      key !== 'updatedAt' &&
      key !== 'updated_at' &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** 'lead.withdraw' → 'Lead withdraw', 'import-leads' → 'Import leads'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : action;
}

/** The entities the API audits, for the filter (any other value still shows under "Everything"). */
export const AUDITED_ENTITIES = [
  { value: 'lead', label: 'Leads' },
  { value: 'import_batch', label: 'Imports' },
  { value: 'plan', label: 'Plans' },
  { value: 'plan_price_change', label: 'Price changes' },
  { value: 'affiliate', label: 'Affiliates' },
  { value: 'affiliate_payout', label: 'Affiliate payouts' },
  { value: 'wallet', label: 'Wallets' },
  { value: 'contact_message', label: 'Contact messages' },
] as const;
