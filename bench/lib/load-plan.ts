/** What the load process (bench/load.ts) is asked to send; travels to it as a JSON file. */
export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** `{{value}}` is replaced by the next entry of LoadPlan.values. */
  body?: string;
}

export interface LoadPlan {
  origin: string;
  connections: number;
  durationSeconds: number;
  /** Requests each connection sends in turn. */
  requests: PlannedRequest[];
  /** One identity (cookie or API key headers) per connection: connection i sends identities[i % n]. */
  identities?: Record<string, string>[];
  /** Handed out one per request across all connections (e.g. distinct lead ids to buy). */
  values?: string[];
  /** A header given a value unique to each request (Idempotency-Key). */
  uniqueHeader?: string;
  /**
   * At the end, wait for the answers of the requests in flight instead of dropping them, so that
   * every request the server acted on is counted (e.g. purchases checked against the database).
   */
  drain?: boolean;
}

export interface LoadResult {
  requests: number;
  /** 2xx answers. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  /** 2xx answers per second. */
  okPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  statusCounts: Record<string, number>;
}
