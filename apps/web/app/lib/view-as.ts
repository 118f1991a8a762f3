import type { VIEW_AS_HEADER } from '@app/shared';

/**
 * The team's read-only view of a customer (decision 034), as this tab holds it: the token the
 * console was given, whom it shows and until when. Kept in sessionStorage so a reload stays in the
 * view, never in a cookie, so no other tab or request carries it. The token reads nothing without
 * the admin's own session, and the API refuses every change made with it.
 */
export interface ViewAsSession {
  token: string;
  customerId: string;
  email: string;
  expiresAt: string;
}

const STORAGE_KEY = 'sellersignal:view-as';
/** The contract's header name (a type-only import keeps the contracts out of the islands' code). */
const HEADER: typeof VIEW_AS_HEADER = 'x-view-as';

let activeToken: string | null = null;

export function saveViewAsSession(session: ViewAsSession) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}

/** This tab's view of the customer, while it lasts. */
export function readViewAsSession(customerId: string, now = Date.now()): ViewAsSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as ViewAsSession | null;
    if (!session || session.customerId !== customerId || Date.parse(session.expiresAt) <= now) return null;
    return session;
  } catch {
    return null;
  }
}

export function forgetViewAsSession() {
  sessionStorage.removeItem(STORAGE_KEY);
  activeToken = null;
}

/** While the view's page is shown, every call the customer's pages make carries its token. */
export function setActiveViewAsToken(token: string | null) {
  activeToken = token;
}

export function viewAsHeaders(): Record<string, string> {
  return activeToken ? { [HEADER]: activeToken } : {};
}
