import { describe, expect, it } from 'vitest';
import { GOOGLE_AUTH_ENDPOINT, buildGoogleAuthUrl } from './google-sign-in';

describe('buildGoogleAuthUrl', () => {
  it('asks for an authorization code with the OpenID scopes and comes back to /affiliate-signup', () => {
    const url = new URL(
      buildGoogleAuthUrl({
        clientId: 'abc.apps.googleusercontent.com',
        origin: 'https://app.example.com',
        state: 's3cr3t',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_AUTH_ENDPOINT);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'abc.apps.googleusercontent.com',
      redirect_uri: 'https://app.example.com/affiliate-signup',
      response_type: 'code',
      scope: 'openid email profile',
      state: 's3cr3t',
    });
  });
});
