/**
 * /login?next=<path> for a visitor who opened a member page: written by the API, which sends a
 * request without a session there at once, and by the web app, which does so when a session ends.
 */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}
