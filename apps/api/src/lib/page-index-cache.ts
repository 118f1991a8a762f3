import type { DbOrTx } from '../db/client.js';
import type { PageIndex } from './keyset-paging.js';

/** About 70 MB of keys per process at most; the least recently used lists go first. */
const MAX_CACHED_KEYS = 400_000;

/** Planner estimates kept, and for how long: they only move when ANALYZE runs. */
const MAX_CACHED_ESTIMATES = 1000;
const ESTIMATE_REUSE_MS = 60_000;

/** Page indexes (and row estimates) of the process's database, by list signature (the filters of the list). */
export class PageIndexCache {
  private readonly indexes = new Map<string, PageIndex>();
  private readonly estimates = new Map<string, { rows: number; at: number }>();
  private readonly building = new Map<string, Promise<PageIndex>>();
  private cachedKeys = 0;

  /** `onStore`: a new index changes the answers of deep pages and page counts (kept lists go). */
  constructor(private readonly onStore: () => void = () => undefined) {}

  get(signature: string): PageIndex | undefined {
    const index = this.indexes.get(signature);
    if (index) {
      // Map order is insertion order: re-inserting marks it the most recently used.
      this.indexes.delete(signature);
      this.indexes.set(signature, index);
    }
    return index;
  }

  /** Builds a list's index once, however many requests ask for it at the same moment. */
  build(signature: string, builder: () => Promise<PageIndex>): Promise<PageIndex> {
    const pending = this.building.get(signature);
    if (pending) return pending;
    const promise = builder()
      .then((index) => {
        this.store(signature, index);
        return index;
      })
      .finally(() => this.building.delete(signature));
    this.building.set(signature, promise);
    return promise;
  }

  /** A row estimate made less than a minute before `now`, if any. */
  estimate(signature: string, now: number): number | undefined {
    const kept = this.estimates.get(signature);
    return kept && now - kept.at < ESTIMATE_REUSE_MS && now >= kept.at ? kept.rows : undefined;
  }

  storeEstimate(signature: string, rows: number, now: number) {
    this.estimates.delete(signature);
    this.estimates.set(signature, { rows, at: now });
    if (this.estimates.size > MAX_CACHED_ESTIMATES)
      this.estimates.delete(this.estimates.keys().next().value!);
  }

  store(signature: string, index: PageIndex) {
    const previous = this.indexes.get(signature);
    if (previous) this.cachedKeys -= previous.keys.length;
    this.indexes.delete(signature);
    this.indexes.set(signature, index);
    this.cachedKeys += index.keys.length;
    for (const [oldest, evicted] of this.indexes) {
      if (this.cachedKeys <= MAX_CACHED_KEYS || oldest === signature) break;
      this.indexes.delete(oldest);
      this.cachedKeys -= evicted.keys.length;
    }
    this.onStore();
  }
}

/** A database and the page indexes of its lists (the context's state): what a paged list reads through. */
export interface IndexedLists {
  db: DbOrTx;
  pageIndexes: PageIndexCache;
}
