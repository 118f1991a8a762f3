import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';

/** A fresh Idempotency-Key (UUID v4). Falls back to getRandomValues where randomUUID is missing (plain-http hosts). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The server replays its first answer for a repeated key. So a retry keeps the key only when
 * that first attempt got no answer (network) or the server failed itself (5xx) — the charge may
 * or may not have happened. After a definite answer (success, 4xx) the next click is a new action.
 */
export function canRetryWithSameKey(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * One key per user action (e.g. 'take:<lead id>', 'top-up:100'): generated on the first attempt,
 * reused when that same action is retried, forgotten once it is settled.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((action: string) => {
    let key = keys.current.get(action);
    if (!key) {
      key = createIdempotencyKey();
      keys.current.set(action, key);
    }
    return key;
  }, []);
  const settle = useCallback((action: string, error?: unknown) => {
    if (error === undefined || !canRetryWithSameKey(error)) keys.current.delete(action);
  }, []);
  return { keyFor, settle };
}
