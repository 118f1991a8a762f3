/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Relative spread of the values around their median, e.g. 0.04 for ±4 %. */
export function spread(values: readonly number[]): number {
  const middle = median(values);
  if (!Number.isFinite(middle) || middle === 0) return 0;
  return Math.max(...values.map((v) => Math.abs(v - middle))) / middle;
}
