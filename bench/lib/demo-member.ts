// The demo member the customer-area benches sign in as (issue 24.1): the API seeds it when started
// with demoMemberEnv (SEED_DEMO, apps/api's demo data), with a password of the bench's own.

export const DEMO_MEMBER = { email: 'demo@sellersignal.io', password: 'bench-demo-password' };

/** What an API needs in its environment to hold the demo member and its data. */
export const demoMemberEnv = { SEED_DEMO: 'true', SEED_DEMO_PASSWORD: DEMO_MEMBER.password };

/** The customer-area pages issue 24.1 holds to the public marketplace's speed. */
export const CUSTOMER_AREA_PAGES = [
  '/dashboard',
  '/dashboard/marketplace',
  '/purchased-leads/get-purchased-premium-leads',
];

/** Signs the demo member in at the API: its session as a Cookie header (`sid=…; signed_in=1`). */
export async function demoSessionCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!answer.ok)
    throw new Error(`signing in as ${DEMO_MEMBER.email}: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
