/** Where Google's OAuth 2.0 authorisation starts (OpenID Connect, authorization-code flow). */
export const GOOGLE_AUTH_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_STATE_KEY = 'google_oauth_state';

export interface GoogleAuthRequest {
  clientId: string;
  /** The page origin; Google sends the visitor back to `${origin}/affiliate-signup`. */
  origin: string;
  /** A random value kept in sessionStorage, checked on return against cross-site request forgery. */
  state: string;
}

export function buildGoogleAuthUrl({ clientId, origin, state }: GoogleAuthRequest): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}/affiliate-signup`,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    prompt: 'select_account',
  });
  return `${GOOGLE_AUTH_ENDPOINT}?${params.toString()}`;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the visitor to Google's sign-in; only called from a click, so window exists. */
export function startGoogleSignIn(clientId: string): void {
  const state = randomState();
  sessionStorage.setItem(GOOGLE_STATE_KEY, state);
  window.location.assign(buildGoogleAuthUrl({ clientId, origin: window.location.origin, state }));
}
