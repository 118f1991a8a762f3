import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../ports/delivery-channels.js';
import { createGoogleSheets, createRecordingSheets } from '../../ports/google-sheets.js';

const SERVICE_ACCOUNT = 'leads-delivery@sellersignal-test.iam.gserviceaccount.com';
const SPREADSHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A local stand-in for Google: the OAuth token endpoint at /token and the Sheets API under /v4.
 * Each test says what the next token and append requests are answered with.
 */
async function startFakeGoogle() {
  const requests: RecordedRequest[] = [];
  const replies: { token: Reply[]; append: Reply[]; read: Reply[] } = { token: [], append: [], read: [] };
  let tokensIssued = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded = {
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply: Reply;
      if (recorded.path === '/token') {
        tokensIssued += 1;
        reply = replies.token.shift() ?? {
          status: 200,
          body: { access_token: `ya29.token-${tokensIssued}`, expires_in: 3599, token_type: 'Bearer' },
        };
      } else if (recorded.method === 'GET') {
        reply = replies.read.shift() ?? {
          status: 200,
          body: {
            range: "'SellerSignal'!A1",
            majorDimension: 'ROWS',
            values: [['sellersignal-verify-0a1b2c3d4e5f']],
          },
        };
      } else {
        reply = replies.append.shift() ?? {
          status: 200,
          body: { spreadsheetId: SPREADSHEET_ID, updates: { updatedRows: 1 } },
        };
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    replies,
    reset() {
      requests.length = 0;
      replies.token.length = 0;
      replies.append.length = 0;
      replies.read.length = 0;
      tokensIssued = 0;
    },
    rootUrl: `http://127.0.0.1:${port}/`,
    tokenUrl: `http://127.0.0.1:${port}/token`,
    tokenRequests: () => requests.filter((request) => request.path === '/token'),
    appendRequests: () =>
      requests.filter((request) => request.path.startsWith('/v4/') && request.method === 'POST'),
    readRequests: () =>
      requests.filter((request) => request.path.startsWith('/v4/') && request.method === 'GET'),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function googleError(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, status, message, details } };
}

function decodeJwt(jwt: string, publicKey: KeyObject) {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return {
    header: decode(header),
    claims: decode(payload),
    signatureValid: verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    ),
  };
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle();
});

afterAll(async () => {
  await google.close();
});

beforeEach(() => {
  google.reset();
});

function createAdapter() {
  return createGoogleSheets({
    serviceAccountEmail: SERVICE_ACCOUNT,
    privateKey: privateKeyPem,
    rootUrl: google.rootUrl,
    tokenUrl: google.tokenUrl,
  });
}

const row = [
  'Maria',
  'de la Cruz',
  '+15125550134',
  '12 Oak St',
  'Austin',
  'TX',
  '78701',
  'Single family',
  'No',
  'Relocating',
  '0-3 months',
  'Exclusive',
  49,
  '2025-01-02T03:04:05.000Z',
  'lead_1',
];

describe('createGoogleSheets', () => {
  it('names itself and shows the service account members share their sheet with', () => {
    const adapter = createAdapter();
    expect(adapter.name).toBe('google-sheets');
    expect(adapter.serviceAccountEmail).toBe(SERVICE_ACCOUNT);
  });

  it('authorises with a JWT-bearer grant signed by the service account key for the spreadsheets scope', async () => {
    await createAdapter().appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });

    const [tokenRequest] = google.tokenRequests();
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(tokenRequest?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const jwt = decodeJwt(form.get('assertion') ?? '', publicKey);
    expect(jwt.signatureValid).toBe(true);
    expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(jwt.claims).toMatchObject({
      iss: SERVICE_ACCOUNT,
      scope: 'https://www.googleapis.com/auth/spreadsheets',
      aud: google.tokenUrl,
    });
    const { iat, exp } = jwt.claims as { iat: number; exp: number };
    expect(exp - iat).toBe(3600);
    expect(Math.abs(iat - Date.now() / 1000)).toBeLessThan(60);
  });

  it('appends one RAW row below the table of the named tab, with the access token', async () => {
    await createAdapter().appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });

    const [append] = google.appendRequests();
    expect(append?.method).toBe('POST');
    expect(append?.path).toBe(`/v4/spreadsheets/${SPREADSHEET_ID}/values/'Leads'!A1:append`);
    expect(append?.query.get('valueInputOption')).toBe('RAW');
    expect(append?.query.get('insertDataOption')).toBe('INSERT_ROWS');
    expect(append?.headers.authorization).toBe('Bearer ya29.token-1');
    expect(JSON.parse(append?.body ?? '')).toEqual({ values: [row] });
  });

  it('sends formula-looking text as it is, so the sheet never runs it', async () => {
    const values = ['=HYPERLINK("x")', '+1 (512) 555-0134', '@SUM(A1)', 'It\'s "quoted"'];
    await createAdapter().appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values });

    const [append] = google.appendRequests();
    expect(append?.query.get('valueInputOption')).toBe('RAW');
    expect(JSON.parse(append?.body ?? '')).toEqual({ values: [values] });
  });

  it('quotes a tab name with spaces and apostrophes in the range', async () => {
    await createAdapter().appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: "Bob's Leads", values: row });

    expect(google.appendRequests()[0]?.path).toBe(
      `/v4/spreadsheets/${SPREADSHEET_ID}/values/'Bob''s Leads'!A1:append`,
    );
  });

  it('reuses the access token across appends until shortly before it expires', async () => {
    const adapter = createAdapter();
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });

    expect(google.tokenRequests()).toHaveLength(1);
    expect(google.appendRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer ya29.token-1',
      'Bearer ya29.token-1',
    ]);
  });

  it('requests one token for appends made at the same time', async () => {
    const adapter = createAdapter();
    await Promise.all(
      [1, 2, 3].map(() =>
        adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row }),
      ),
    );

    expect(google.tokenRequests()).toHaveLength(1);
    expect(google.appendRequests()).toHaveLength(3);
  });

  it('requests a new token when the cached one is about to expire', async () => {
    google.replies.token.push({
      status: 200,
      body: { access_token: 'ya29.short-lived', expires_in: 60, token_type: 'Bearer' },
    });
    const adapter = createAdapter();
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });

    expect(google.tokenRequests()).toHaveLength(2);
    expect(google.appendRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer ya29.short-lived',
      'Bearer ya29.token-2',
    ]);
  });

  it('tells the member to share the sheet with the service account when Google answers 403', async () => {
    google.replies.append.push({
      status: 403,
      body: googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission'),
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(`Share the sheet with ${SERVICE_ACCOUNT} as an editor`);
  });

  it('tells the member to check the link when the spreadsheet does not exist', async () => {
    google.replies.append.push({
      status: 404,
      body: googleError(404, 'NOT_FOUND', 'Requested entity was not found.'),
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: 'missing', sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe('The spreadsheet was not found: check its link');
  });

  it('tells the member to check the tab name when the tab does not exist', async () => {
    google.replies.append.push({
      status: 400,
      body: googleError(400, 'INVALID_ARGUMENT', "Unable to parse range: 'Leads'!A1"),
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe('The spreadsheet has no tab named "Leads": check the sheet name');
  });

  it('does not blame the member when our project has the Sheets API disabled', async () => {
    google.replies.append.push({
      status: 403,
      body: googleError(
        403,
        'PERMISSION_DENIED',
        'Google Sheets API has not been used in project 123 before or it is disabled.',
        [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED' }],
      ),
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error).not.toBeInstanceOf(RetryableDeliveryError);
    expect((error as Error).message).toMatch(/Sheets API is disabled/);
  });

  it('asks for a retry after the delay Google gives when rate limited', async () => {
    google.replies.append.push({
      status: 429,
      body: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'),
      headers: { 'retry-after': '30' },
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as RetryableDeliveryError).retryAfterSeconds).toBe(30);
    // Appends are not idempotent: the adapter itself never sends the row twice.
    expect(google.appendRequests()).toHaveLength(1);
  });

  it('asks for a retry when Google is briefly down', async () => {
    google.replies.append.push({
      status: 500,
      body: googleError(500, 'INTERNAL', 'Internal error encountered.'),
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect((error as RetryableDeliveryError).retryAfterSeconds).toBeUndefined();
    expect(google.appendRequests()).toHaveLength(1);
  });

  it('drops a token Google no longer accepts and asks for a retry with a new one', async () => {
    google.replies.append.push({
      status: 401,
      body: googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
    });
    const adapter = createAdapter();
    const error = await adapter
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });

    expect(error).toBeInstanceOf(RetryableDeliveryError);
    expect(google.appendRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer ya29.token-1',
      'Bearer ya29.token-2',
    ]);
  });

  it('reports refused credentials as our configuration problem, not the member’s', async () => {
    google.replies.token.push({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    });
    const error = await createAdapter()
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe(
      `Google refused the service account ${SERVICE_ACCOUNT}: invalid_grant Invalid JWT Signature.`,
    );
    expect(google.appendRequests()).toHaveLength(0);
  });

  it('asks for a retry when Google cannot be reached', async () => {
    const gone = await startFakeGoogle();
    await gone.close();
    const adapter = createGoogleSheets({
      serviceAccountEmail: SERVICE_ACCOUNT,
      privateKey: privateKeyPem,
      rootUrl: gone.rootUrl,
      tokenUrl: gone.tokenUrl,
    });
    const error = await adapter
      .appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RetryableDeliveryError);
  });

  it('accepts a private key whose line breaks are written as \\n, as in env files', async () => {
    const escaped = privateKeyPem.replace(/\n/g, '\\n');
    await createGoogleSheets({
      serviceAccountEmail: SERVICE_ACCOUNT,
      privateKey: escaped,
      rootUrl: google.rootUrl,
      tokenUrl: google.tokenUrl,
    }).appendRow({
      spreadsheetId: SPREADSHEET_ID,
      sheetName: 'Leads',
      values: row,
    });

    expect(google.appendRequests()).toHaveLength(1);
  });

  it('refuses a malformed private key at construction, before any delivery', () => {
    expect(() =>
      createGoogleSheets({ serviceAccountEmail: SERVICE_ACCOUNT, privateKey: 'not a key' }),
    ).toThrow();
  });
});

describe('createGoogleSheets: reading the verification cell', () => {
  const cell = { spreadsheetId: SPREADSHEET_ID, sheetName: 'SellerSignal', cell: 'A1' };

  it('reads one cell with values.get, as the text shown, with the access token', async () => {
    expect(await createAdapter().readCell(cell)).toBe('sellersignal-verify-0a1b2c3d4e5f');

    const [read] = google.readRequests();
    expect(read?.method).toBe('GET');
    expect(read?.path).toBe(`/v4/spreadsheets/${SPREADSHEET_ID}/values/'SellerSignal'!A1`);
    expect(read?.query.get('valueRenderOption')).toBe('FORMATTED_VALUE');
    expect(read?.query.get('majorDimension')).toBe('ROWS');
    expect(read?.headers.authorization).toBe('Bearer ya29.token-1');
    expect(read?.body).toBe('');
    expect(google.appendRequests()).toHaveLength(0);
  });

  it('quotes the tab name and shares the access token with appends', async () => {
    const adapter = createAdapter();
    await adapter.appendRow({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: row });
    await adapter.readCell({ ...cell, sheetName: "Bob's tab", cell: 'B2' });

    expect(google.readRequests()[0]?.path).toBe(`/v4/spreadsheets/${SPREADSHEET_ID}/values/'Bob''s tab'!B2`);
    expect(google.tokenRequests()).toHaveLength(1);
  });

  it('answers null for an empty cell, which Google sends without values', async () => {
    google.replies.read.push({ status: 200, body: { range: "'SellerSignal'!A1", majorDimension: 'ROWS' } });
    expect(await createAdapter().readCell(cell)).toBeNull();
  });

  it('answers null when the tab does not exist', async () => {
    google.replies.read.push({
      status: 400,
      body: googleError(400, 'INVALID_ARGUMENT', "Unable to parse range: 'SellerSignal'!A1"),
    });
    expect(await createAdapter().readCell(cell)).toBeNull();
  });

  it('gives a number shown in the cell as text', async () => {
    google.replies.read.push({ status: 200, body: { values: [[12345]] } });
    expect(await createAdapter().readCell(cell)).toBe('12345');
  });

  it('refuses for good when the sheet is not shared with us or does not exist', async () => {
    for (const [status, body] of [
      [403, googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission')],
      [404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.')],
    ] as const) {
      google.replies.read.push({ status, body });
      const error = await createAdapter()
        .readCell(cell)
        .catch((caught: unknown) => caught);
      expect(error, String(status)).toBeInstanceOf(PermanentDeliveryError);
    }
  });

  it('asks for a retry when rate limited, and drops a token Google no longer accepts', async () => {
    google.replies.read.push({
      status: 429,
      body: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'),
      headers: { 'retry-after': '12' },
    });
    google.replies.read.push({
      status: 401,
      body: googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
    });
    const adapter = createAdapter();
    const limited = await adapter.readCell(cell).catch((caught: unknown) => caught);
    const refused = await adapter.readCell(cell).catch((caught: unknown) => caught);
    expect(await adapter.readCell(cell)).toBe('sellersignal-verify-0a1b2c3d4e5f');

    expect(limited).toBeInstanceOf(RetryableDeliveryError);
    expect((limited as RetryableDeliveryError).retryAfterSeconds).toBe(12);
    expect(refused).toBeInstanceOf(RetryableDeliveryError);
    expect(google.readRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer ya29.token-1',
      'Bearer ya29.token-1',
      'Bearer ya29.token-2',
    ]);
  });
});

describe('createRecordingSheets', () => {
  it('records the rows it would have appended, under the offline name and service account', async () => {
    const sheets = createRecordingSheets();
    await sheets.appendRow({
      spreadsheetId: SPREADSHEET_ID,
      sheetName: 'Leads',
      values: ['=HYPERLINK("x")', 49],
    });

    expect(sheets.name).toBe('offline');
    expect(sheets.serviceAccountEmail).toBe('leads-delivery@sellersignal-offline.iam.gserviceaccount.com');
    expect(sheets.rows).toEqual([
      { spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', values: ['=HYPERLINK("x")', 49] },
    ]);
  });

  it('reads back only what was typed into that cell of that tab', async () => {
    const sheets = createRecordingSheets();
    sheets.writeCell({ spreadsheetId: SPREADSHEET_ID, sheetName: 'SellerSignal', cell: 'A1', value: 'code' });

    expect(
      await sheets.readCell({ spreadsheetId: SPREADSHEET_ID, sheetName: 'SellerSignal', cell: 'A1' }),
    ).toBe('code');
    expect(
      await sheets.readCell({ spreadsheetId: SPREADSHEET_ID, sheetName: 'Leads', cell: 'A1' }),
    ).toBeNull();
    expect(
      await sheets.readCell({ spreadsheetId: 'other', sheetName: 'SellerSignal', cell: 'A1' }),
    ).toBeNull();
  });
});
