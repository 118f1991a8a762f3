/**
 * One value kept under a key for a while and given once: what one request worked out, for the next
 * request that asks for the same thing (an import's check, kept from its preview, issue 24.4). Only
 * the last value is kept; it is given back to memory when it is taken, replaced or expired.
 */
export class KeptOnce<T> {
  #kept: { key: string; value: T; until: number } | null = null;
  #expiry: NodeJS.Timeout | null = null;

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number,
  ) {}

  /** Keeps `value` under `key`, replacing whatever was kept. */
  keep(key: string, value: T): void {
    this.drop();
    this.#kept = { key, value, until: this.now() + this.keepMs };
    // Its memory is given back when it expires, whether or not anyone asks for it.
    this.#expiry = setTimeout(() => this.drop(), this.keepMs).unref();
  }

  /** The value kept under `key` if it has not expired, once: it is not kept after. */
  take(key: string): T | null {
    const kept = this.#kept;
    if (!kept || kept.key !== key) return null;
    this.drop();
    return kept.until >= this.now() ? kept.value : null;
  }

  drop(): void {
    if (this.#expiry) clearTimeout(this.#expiry);
    this.#kept = null;
    this.#expiry = null;
  }
}
