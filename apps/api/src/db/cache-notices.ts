/**
 * Tells every API process to drop a cache of its own (ARCHITECTURE.md, "What each process keeps in
 * memory"): a PostgreSQL notification on this channel, with the cache's topic as its payload, sent
 * by the process that made the change once its transaction committed. Each process listens on
 * the connection of db/table-changes.ts; when that connection was lost, notifications may have been
 * missed, so every cache is dropped whole when it comes back.
 */
export const CACHE_CHANNEL = 'process_caches';

/** The caches dropped by a notice; the payload of the notification. */
export type CacheTopic = 'api-keys';

export class CacheNotices {
  readonly #handlers = new Map<CacheTopic, Set<() => void>>();

  /** `drop` runs on a notice of `topic` and whenever notices may have been missed. */
  subscribe(topic: CacheTopic, drop: () => void): void {
    const handlers = this.#handlers.get(topic) ?? new Set();
    handlers.add(drop);
    this.#handlers.set(topic, handlers);
  }

  /** A notice heard (from this process or another). */
  receive(payload: string): void {
    for (const drop of this.#handlers.get(payload as CacheTopic) ?? []) drop();
  }

  /** The listening connection was lost or has come back: drop everything. */
  dropAll(): void {
    for (const handlers of this.#handlers.values()) for (const drop of handlers) drop();
  }
}
