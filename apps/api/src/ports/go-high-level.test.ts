import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PermanentDeliveryError,
  RetryableDeliveryError,
  type GoHighLevelContact,
} from './delivery-channels.js';
import { createGoHighLevel, splitName, toE164 } from './go-high-level.js';
import { GHL_STAND_IN_LOCATION_ID, startFakeGoHighLevel } from '../../test/go-high-level-stand-in.js';

const TOKEN = 'pit-0a1b2c3d-4e5f-6789-abcd-ef0123456789';
const LOCATION_ID = GHL_STAND_IN_LOCATION_ID;

let ghl: Awaited<ReturnType<typeof startFakeGoHighLevel>>;

beforeAll(async () => {
  ghl = await startFakeGoHighLevel();
});

afterAll(async () => {
  await ghl.close();
});

beforeEach(() => {
  ghl.reset();
});

const contact: GoHighLevelContact = {
  ...splitName('Maria de la Cruz'),
  phone: '(512) 555-0134',
  address1: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  source: 'SellerSignal',
  tags: ['sellersignal', 'exclusive'],
};
const note = 'Property: Single family, not listed\nReason: Relocating\nTimeline: 0-3 months\nLead id: lead_1';

function upsert(input: Partial<Parameters<ReturnType<typeof createGoHighLevel>['upsertContact']>[0]> = {}) {
  return createGoHighLevel({ baseUrl: ghl.baseUrl }).upsertContact({
    token: TOKEN,
    locationId: LOCATION_ID,
    contact,
    note,
    ...input,
  });
}

describe('createGoHighLevel', () => {
  it('names itself go-high-level', () => {
    expect(createGoHighLevel().name).toBe('go-high-level');
  });

  it('upserts the contact in the location with the Private Integration Token and API version', async () => {
    const result = await upsert();

    expect(result).toEqual({ contactId: 'ocQHyuzHvysMo5N5VsXc' });
    const [request] = ghl.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/contacts/upsert');
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      version: '2021-07-28',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(request?.body).toEqual({
      locationId: LOCATION_ID,
      firstName: 'Maria',
      lastName: 'de la Cruz',
      phone: '+15125550134',
      address1: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      source: 'SellerSignal',
      tags: ['sellersignal', 'exclusive'],
    });
  });

  it('adds the property details as a note on the upserted contact', async () => {
    await upsert();

    expect(ghl.requests).toHaveLength(2);
    const [, request] = ghl.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/contacts/ocQHyuzHvysMo5N5VsXc/notes');
    expect(request?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, version: '2021-07-28' });
    expect(request?.body).toEqual({ body: note });
  });

  it('tells the member to check the token when Go High Level answers 401, and adds no note', async () => {
    ghl.replies.upsert.push({ status: 401, body: { statusCode: 401, message: 'Invalid JWT' } });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      'Go High Level refused the token: check the Private Integration Token and its scopes',
    );
    expect(ghl.requests).toHaveLength(1);
  });

  it('tells the member to check the token when it lacks access to the location', async () => {
    ghl.replies.upsert.push({
      status: 403,
      body: { statusCode: 403, message: 'The token does not have access to this location.' },
    });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      'Go High Level refused the token: check the Private Integration Token and its scopes',
    );
  });

  it('passes on Go High Level’s validation messages as a permanent failure', async () => {
    ghl.replies.upsert.push({
      status: 422,
      body: {
        statusCode: 422,
        message: ['phone must be a valid phone number', 'state must be a string'],
        error: 'Unprocessable Entity',
      },
    });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      'Go High Level rejected the contact: phone must be a valid phone number; state must be a string',
    );
  });

  it('passes on a 400 message as a permanent failure', async () => {
    ghl.replies.upsert.push({ status: 400, body: { statusCode: 400, message: 'Location not found' } });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe('Go High Level rejected the contact: Location not found');
  });

  it('asks for a retry after the Retry-After delay when rate limited', async () => {
    ghl.replies.upsert.push({
      status: 429,
      body: { statusCode: 429, message: 'Too many requests' },
      headers: { 'retry-after': '7' },
    });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as RetryableDeliveryError).retryAfterSeconds).toBe(7);
  });

  it('waits out the burst window from the rate-limit headers when there is no Retry-After', async () => {
    ghl.replies.upsert.push({
      status: 429,
      body: { statusCode: 429, message: 'Too many requests' },
      headers: {
        'x-ratelimit-max': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-interval-milliseconds': '10000',
      },
    });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as RetryableDeliveryError).retryAfterSeconds).toBe(10);
  });

  it('asks for a retry when Go High Level is briefly down', async () => {
    ghl.replies.upsert.push({ status: 502, body: { message: 'Bad Gateway' } });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as RetryableDeliveryError).retryAfterSeconds).toBeUndefined();
  });

  it('asks for a retry when the note fails after the contact was saved', async () => {
    ghl.replies.note.push({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    const error = await upsert().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect(ghl.requests.map((request) => request.path)).toEqual([
      '/contacts/upsert',
      '/contacts/ocQHyuzHvysMo5N5VsXc/notes',
    ]);
  });

  it('asks for a retry when Go High Level cannot be reached', async () => {
    const gone = await startFakeGoHighLevel();
    await gone.close();
    const error = await createGoHighLevel({ baseUrl: gone.baseUrl })
      .upsertContact({ token: TOKEN, locationId: LOCATION_ID, contact, note })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as Error).message).toBe('Go High Level could not be reached');
  });
});

describe('toE164', () => {
  it.each([
    ['5125550134', '+15125550134'],
    ['(512) 555-0134', '+15125550134'],
    ['512.555.0134', '+15125550134'],
    ['15125550134', '+15125550134'],
    ['1 (512) 555-0134', '+15125550134'],
    ['+15125550134', '+15125550134'],
    ['+1 512-555-0134', '+15125550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  512 555 0134  ', '+15125550134'],
  ])('writes %j as %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['555-0134', 'seven digits'],
    ['25125550134', 'eleven digits not starting with 1'],
    ['512-555-0134 ext. 12', 'an extension'],
    ['+0 512 555 0134', 'a country code starting with 0'],
    ['+1234567890123456', 'more than fifteen digits'],
    ['call me', 'no digits'],
  ])('refuses %j (%s)', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('splitName', () => {
  it.each([
    ['Maria de la Cruz', { firstName: 'Maria', lastName: 'de la Cruz' }],
    ['John Smith', { firstName: 'John', lastName: 'Smith' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    ['  Ana   María   López ', { firstName: 'Ana', lastName: 'María López' }],
    ['', { firstName: '', lastName: '' }],
    ['   ', { firstName: '', lastName: '' }],
  ])('splits %j', (input, expected) => {
    expect(splitName(input)).toEqual(expected);
  });

  it("lists the location's pipelines and their stages with the token", async () => {
    const pipelines = await createGoHighLevel({ baseUrl: ghl.baseUrl }).listPipelines({
      token: 'pit-token',
      locationId: LOCATION_ID,
    });
    expect(pipelines).toEqual([
      {
        id: 'VDm7RPYC2GLUvdpKmBfC',
        name: 'Sellers',
        stages: [
          { id: 'e93ba61a-53b3-45e7-985a-c7732dbcdb69', name: 'New lead' },
          { id: '7915dedc-8f18-44d5-8bc3-77c04e994a10', name: 'Offer sent' },
        ],
      },
    ]);
    const [request] = ghl.requests;
    expect(request).toMatchObject({
      method: 'GET',
      path: `/opportunities/pipelines?locationId=${LOCATION_ID}`,
      headers: { authorization: 'Bearer pit-token', version: '2021-07-28' },
    });
  });

  it('says which scope is missing when Go High Level refuses to list pipelines', async () => {
    ghl.replies.pipelines.push({
      status: 401,
      body: { statusCode: 401, message: 'The token is not authorized for this scope.' },
    });
    const error = await createGoHighLevel({ baseUrl: ghl.baseUrl })
      .listPipelines({ token: 'pit-token', locationId: LOCATION_ID })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      'Go High Level refused to list your pipelines: give the token the opportunities.readonly scope',
    );
  });
});
