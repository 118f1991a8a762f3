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
