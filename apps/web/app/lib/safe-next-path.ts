import type { UserRole } from '@app/shared';

/**
 * Where to go after signing in: the `next` of /login?next=..., but only a path on this site.
 * Anything else (another origin, '//evil.example', 'javascript:') falls back, so the login page
 * can never be used to send a member elsewhere.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((char) => char.charCodeAt(0) < 32)) return fallback;
  // The auth pages themselves are never a destination: that would loop back to the form.
  if (/^\/(login|sign-up)(\/|\?|$)/.test(next)) return fallback;
  return next;
}

/**
 * Where someone lands after signing in: the page they asked for (`next`), else the operations
 * console for the team (issue: finding your way, item 4) and the dashboard for a member.
 */
export function landingPathFor(next: string | null | undefined, role: UserRole): string {
  return safeNextPath(next, role === 'admin' ? '/admin' : '/dashboard');
}

export { loginPathFor } from '@app/shared';
