import type { TableChanges } from '../db/table-changes.js';

/** A serialised answer (UTF-8 JSON, sent as it is), with what the route needs to know besides. */
export interface CachedAnswer<M> {
  json: Buffer;
  meta: M;
}

interface Entry<M> extends CachedAnswer<M> {
  storedAt: number;
  generation: number;
}

export interface ListCacheOptions {
  /** An answer is read afresh past this age, changed or not (leads expire without a write). */
  maxAgeMs: number;
  /** Past this many answers the oldest are forgotten. */
  maxEntries: number;
}

/**
 * Answers of lead-list requests kept until leads or purchases change (db/table-changes.ts) or
 * they reach their age limit (decision 012). A miss is read once however many requests ask for
 * it meanwhile, and an answer read while a write committed is not kept, so a cached list is never
 * older than the last write this process has heard of.
 */
export class ListCache<M> {
  #entries = new Map<string, Entry<M>>();
  #reading = new Map<string, { generation: number; answer: Promise<CachedAnswer<M>> }>();

  constructor(
    private readonly changes: TableChanges | undefined,
    private readonly options: ListCacheOptions,
  ) {}

  /** The kept answer for `key`, or the one `read` produces (kept if nothing changed meanwhile). */
  async answer(
    key: string,
    now: number,
    read: () => Promise<{ body: unknown; meta: M }>,
  ): Promise<CachedAnswer<M>> {
    const changes = this.changes;
    if (!changes?.isComplete) return serialise(await read());
    const generation = changes.generation;
    const kept = this.#entries.get(key);
    if (kept) {
      const age = now - kept.storedAt;
      if (kept.generation === generation && age >= 0 && age < this.options.maxAgeMs) return kept;
      this.#entries.delete(key);
    }
    const pending = this.#reading.get(key);
    if (pending?.generation === generation) return pending.answer;
    const answer = read().then(serialise);
    this.#reading.set(key, { generation, answer });
    try {
      const fresh = await answer;
      if (changes.isComplete && changes.generation === generation) this.#keep(key, fresh, now, generation);
      return fresh;
    } finally {
      if (this.#reading.get(key)?.answer === answer) this.#reading.delete(key);
    }
  }

  #keep(key: string, answer: CachedAnswer<M>, now: number, generation: number) {
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { ...answer, storedAt: now, generation });
  }
}

const serialise = <M>({ body, meta }: { body: unknown; meta: M }): CachedAnswer<M> => ({
  json: Buffer.from(JSON.stringify(body)),
  meta,
});
