import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ANSWERS_ID, MESSAGES, getPlans, type Plan } from '@app/shared';
import { ApiError, callApi, endpointRoute } from './api-client';
import { provideFirstScreenAnswers, takeFirstScreenAnswer } from './first-screen-answers';
import { JSON_REQUEST, forgetPreloadedFetches, startPreloadedFetches } from './preloaded-fetches';

const plan: Plan = {
  _id: 'basic',
  plan_name: 'Basic',
  plan_details: 'Start closing with 25 fresh premium motivated-seller leads every month.',
  price: 99,
  plan_occurance: 'monthly',
  is_recommended: false,
  benefits: [{ id: '1', benefit: '25 premium lead credits every month' }],
  premium_credits: 25,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
};

const respond = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the answer with the contract it is given', async () => {
    vi.stubGlobal('fetch', respond(200, { message: MESSAGES.fetched, result: [{ ...plan, internal: 1 }] }));
    const { result } = await callApi(getPlans, { query: { plan_occurance: 'monthly' } });
    expect(result).toEqual([plan]);
  });

  it("by route, reaches the contract's path and returns the API's answer as it came (no zod)", async () => {
    const fetchMock = respond(200, { message: MESSAGES.fetched, result: [{ ...plan, internal: 1 }] });
    vi.stubGlobal('fetch', fetchMock);
    const route = endpointRoute<typeof getPlans>(getPlans.method, getPlans.path);
    const { result } = await callApi(route, { query: { plan_occurance: 'monthly' } });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/plan/getplans?plan_occurance=monthly');
    expect(result).toEqual([{ ...plan, internal: 1 }]);
  });

  it('by route, still refuses an answer that is not a success (docs/product.md §7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      respond(400, {
        message: MESSAGES.error,
        result: null,
        errors: [{ path: 'query.plan_occurance', message: 'plan_occurance must be monthly or yearly' }],
      }),
    );
    const call = callApi(endpointRoute<typeof getPlans>('GET', 'plan/getplans'));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'query.plan_occurance', message: 'plan_occurance must be monthly or yearly' }],
    });
  });
});

describe("callApi and the shell's preloads", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetPreloadedFetches();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.href = href;
    document.head.append(link);
  };
  const plans = endpointRoute<typeof getPlans>('GET', 'plan/getplans');
  const answer = { message: MESSAGES.fetched, result: [plan] };

  it('fetches a preload as the app starts, with the init every call sends, and hands it to the first call only', async () => {
    preload('/api/v1/plan/getplans');
    preload('https://elsewhere.example/api/v1/plan/getplans');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    startPreloadedFetches();
    // Made at once, before any call, for this origin only, as the API client would make it.
    expect(fetchMock.mock.calls).toEqual([['/api/v1/plan/getplans', { method: 'GET', ...JSON_REQUEST }]]);

    expect((await callApi(plans)).result).toEqual([plan]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next call asks the server again.
    await callApi(plans);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for a call with its own headers, nor after a write', async () => {
    preload('/api/v1/plan/getplans');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startPreloadedFetches();

    await callApi(plans, { headers: { 'x-extra': '1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await callApi(endpointRoute<typeof getPlans>('POST' as 'GET', 'plan/getplans'));
    await callApi(plans);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early fetch failed, instead of reporting the network down', async () => {
    preload('/api/v1/plan/getplans');
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startPreloadedFetches();

    expect((await callApi(plans)).result).toEqual([plan]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('callApi and the answers the API wrote into the page (issue 24.1)', () => {
  // As a fresh page: the answers are read from the document when first asked for.
  beforeEach(() => provideFirstScreenAnswers(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.remove();
    provideFirstScreenAnswers(null);
  });

  const writeAnswers = (answers: Record<string, unknown>) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ANSWERS_ID;
    block.textContent = JSON.stringify(answers);
    document.head.append(block);
  };

  it('hands an answer once, and none after a write (a sign-out, a sign-in: it may be another member’s)', async () => {
    writeAnswers({ '/api/v1/a': 1, '/api/v1/b': 2 });
    expect(takeFirstScreenAnswer('/api/v1/a')).toBe(1);
    expect(takeFirstScreenAnswer('/api/v1/a')).toBeUndefined();
    vi.stubGlobal('fetch', respond(200, { message: MESSAGES.authSuccess, result: null }));
    await callApi(endpointRoute<typeof getPlans>('POST' as 'GET', 'plan/getplans'));
    expect(takeFirstScreenAnswer('/api/v1/b')).toBeUndefined();
  });

  it('reads a block it cannot parse as no answers', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ANSWERS_ID;
    block.textContent = '{"/api/v1/a": ';
    document.head.append(block);
    expect(takeFirstScreenAnswer('/api/v1/a')).toBeUndefined();
  });
});
