import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { sheets, type sheets_v4 } from '@googleapis/sheets';
import { PermanentDeliveryError, RetryableDeliveryError, type SheetsPort } from './delivery-channels.js';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SHEETS_ROOT_URL = 'https://sheets.googleapis.com/';
const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
/** Google issues service-account tokens for at most an hour. */
const ASSERTION_LIFETIME_SECONDS = 3600;
/** Refresh this long before expiry, as Google's own client libraries do, so clock skew never sends a dead token. */
const REFRESH_MARGIN_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface GoogleSheetsOptions {
  /** `client_email` of the service account's JSON key; members share their sheet with it. */
  serviceAccountEmail: string;
  /** `private_key` of the same JSON key (PEM); `\n` escapes, as found in env files, are accepted. */
  privateKey: string;
  /** Where the Sheets API lives; only tests point it elsewhere. */
  rootUrl?: string;
  /** Where the OAuth token endpoint lives; only tests point it elsewhere. */
  tokenUrl?: string;
}

/**
 * The Google Sheets adapter of the sheets port (docs/product.md §11): the official Sheets client
 * appends the row, authorised as our service account. The JWT-bearer grant is done here rather
 * than by google-auth-library because that library hard-codes Google's token URL.
 */
export function createGoogleSheets(options: GoogleSheetsOptions): SheetsPort {
  if (!options.serviceAccountEmail) throw new Error('createGoogleSheets: serviceAccountEmail is required');
  const tokens = createServiceAccountTokens({
    email: options.serviceAccountEmail,
    // Parsed now so that a broken key fails at start-up, not at the first purchase.
    key: createPrivateKey(options.privateKey.replace(/\\n/g, '\n')),
    tokenUrl: options.tokenUrl ?? GOOGLE_TOKEN_URL,
  });
  const api = sheets({ version: 'v4', rootUrl: options.rootUrl ?? SHEETS_ROOT_URL });

  return {
    name: 'google-sheets',
    serviceAccountEmail: options.serviceAccountEmail,

    async appendRow({ spreadsheetId, sheetName, values }) {
      const accessToken = await tokens.get();
      const request: sheets_v4.Params$Resource$Spreadsheets$Values$Append = {
        spreadsheetId,
        range: `${quoteSheetName(sheetName)}!A1`,
        // RAW: a lead named '=IMPORTXML(...)' stays text and is never run as a formula.
        valueInputOption: 'RAW',
        insertDataOption: 'INSERT_ROWS',
        requestBody: { values: [values] },
      };
      try {
        // No client-side retry: an append is not idempotent, and the delivery job owns retries.
        await api.spreadsheets.values.append(request, {
          headers: { Authorization: `Bearer ${accessToken}` },
          timeout: REQUEST_TIMEOUT_MS,
          retry: false,
        });
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 401) tokens.invalidate();
        throw toDeliveryError(error, status, { serviceAccountEmail: options.serviceAccountEmail, sheetName });
      }
    },

    async readCell({ spreadsheetId, sheetName, cell }) {
      const accessToken = await tokens.get();
      const request: sheets_v4.Params$Resource$Spreadsheets$Values$Get = {
        spreadsheetId,
        range: `${quoteSheetName(sheetName)}!${cell}`,
        // The text the member sees in the cell, as typed or pasted.
        valueRenderOption: 'FORMATTED_VALUE',
        majorDimension: 'ROWS',
      };
      try {
        const response = await api.spreadsheets.values.get(request, {
          headers: { Authorization: `Bearer ${accessToken}` },
          timeout: REQUEST_TIMEOUT_MS,
          retry: false,
        });
        // Google leaves `values` out for an empty cell.
        const value: unknown = response.data.values?.[0]?.[0];
        return value === undefined || value === null || value === '' ? null : String(value);
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 401) tokens.invalidate();
        // A tab that does not exist holds nothing: the same answer as an empty cell.
        if (status === 400 && /parse range/i.test(googleErrorOf(error).message)) return null;
        throw toDeliveryError(error, status, { serviceAccountEmail: options.serviceAccountEmail, sheetName });
      }
    },
  };
}

/**
 * A1 notation needs quotes around names with spaces or punctuation, and a name like 'A1' would
 * otherwise read as a cell; quoting every name is always valid.
 */
function quoteSheetName(sheetName: string): string {
  return `'${sheetName.replace(/'/g, "''")}'`;
}

function toDeliveryError(
  error: unknown,
  status: number | undefined,
  context: { serviceAccountEmail: string; sheetName: string },
): Error {
  if (status === undefined) {
    // No HTTP answer at all (refused connection, timeout): Google was unreachable for a moment.
    if (isGaxiosError(error))
      return new RetryableDeliveryError(`Google Sheets could not be reached: ${error.message}`);
    return error instanceof Error ? error : new Error(String(error));
  }
  const google = googleErrorOf(error);
  if (status === 403 && google.reasons.includes('SERVICE_DISABLED')) {
    // Our Google Cloud project lacks the Sheets API: an operator's fix, not the member's.
    return new Error(`Google Sheets API is disabled for the service account's project: ${google.message}`);
  }
  if (status === 403)
    return new PermanentDeliveryError(`Share the sheet with ${context.serviceAccountEmail} as an editor`);
  if (status === 404) return new PermanentDeliveryError('The spreadsheet was not found: check its link');
  if (status === 400 && /parse range/i.test(google.message)) {
    return new PermanentDeliveryError(
      `The spreadsheet has no tab named "${context.sheetName}": check the sheet name`,
    );
  }
  if (status === 401)
    return new RetryableDeliveryError('Google refused the access token; a new one will be requested');
  if (status === 429 || status >= 500) {
    return new RetryableDeliveryError(
      `Google Sheets answered ${status}: ${google.message}`,
      retryAfterOf(error),
    );
  }
  return new PermanentDeliveryError(`Google Sheets refused the row: ${google.message}`);
}

interface GaxiosLikeError extends Error {
  config: unknown;
  status?: number;
  response?: { status: number; headers: Headers; data: unknown };
}

function isGaxiosError(error: unknown): error is GaxiosLikeError {
  return error instanceof Error && 'config' in error;
}

function httpStatusOf(error: unknown): number | undefined {
  return isGaxiosError(error) ? error.response?.status : undefined;
}

function retryAfterOf(error: unknown): number | undefined {
  return isGaxiosError(error)
    ? parseRetryAfter(error.response?.headers.get('retry-after') ?? null)
    : undefined;
}

/** The AIP-193 error body every Google API answers with. */
function googleErrorOf(error: unknown): { message: string; reasons: string[] } {
  const data = isGaxiosError(error) ? error.response?.data : undefined;
  const body = (data as { error?: { message?: unknown; details?: unknown } } | undefined)?.error;
  const message =
    typeof body?.message === 'string'
      ? body.message
      : error instanceof Error
        ? error.message
        : 'unknown error';
  const details = Array.isArray(body?.details) ? (body.details as { reason?: unknown }[]) : [];
  return {
    message,
    reasons: details.flatMap((detail) => (typeof detail.reason === 'string' ? [detail.reason] : [])),
  };
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 section 10.2.3). */
function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * OAuth 2.0 for server-to-server applications: a JWT signed with the service account's key is
 * exchanged for an access token (RFC 7523), which is reused until shortly before it expires.
 * https://developers.google.com/identity/protocols/oauth2/service-account#httprest
 */
function createServiceAccountTokens(config: { email: string; key: KeyObject; tokenUrl: string }) {
  let cached: { accessToken: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const assertion = signJwt(config.key, {
      iss: config.email,
      scope: SPREADSHEETS_SCOPE,
      aud: config.tokenUrl,
      iat: issuedAt,
      exp: issuedAt + ASSERTION_LIFETIME_SECONDS,
    });
    let response: Response;
    try {
      response = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RetryableDeliveryError(
        `Google's token endpoint could not be reached: ${(error as Error).message}`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (response.status === 429 || response.status >= 500) {
      throw new RetryableDeliveryError(
        `Google's token endpoint answered ${response.status}`,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    if (!response.ok || !body.access_token) {
      // A revoked key or deleted service account: our configuration, so not the member's message.
      throw new Error(
        `Google refused the service account ${config.email}: ${body.error ?? response.status} ${body.error_description ?? ''}`.trim(),
      );
    }
    const lifetimeMs = (body.expires_in ?? ASSERTION_LIFETIME_SECONDS) * 1000;
    cached = { accessToken: body.access_token, refreshAt: Date.now() + lifetimeMs - REFRESH_MARGIN_MS };
    return body.access_token;
  }

  return {
    async get(): Promise<string> {
      if (cached && Date.now() < cached.refreshAt) return cached.accessToken;
      // Rows appended at once share one token request.
      pending ??= requestToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}

function signJwt(key: KeyObject, claims: Record<string, string | number>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
}

/** An in-memory adapter: records the rows a sheet would have received, and reads the cells a test typed. */
export interface RecordingSheets extends SheetsPort {
  readonly rows: { spreadsheetId: string; sheetName: string; values: (string | number)[] }[];
  /** What a member would have typed into their sheet. */
  writeCell(input: { spreadsheetId: string; sheetName: string; cell: string; value: string }): void;
}

export function createRecordingSheets(): RecordingSheets {
  const rows: RecordingSheets['rows'] = [];
  const cells = new Map<string, string>();
  const key = (input: { spreadsheetId: string; sheetName: string; cell: string }) =>
    `${input.spreadsheetId}\u0000${input.sheetName}!${input.cell}`;
  return {
    name: 'offline',
    serviceAccountEmail: 'leads-delivery@sellersignal-offline.iam.gserviceaccount.com',
    rows,
    async appendRow(input) {
      rows.push({ ...input, values: [...input.values] });
    },
    async readCell(input) {
      return cells.get(key(input)) ?? null;
    },
    writeCell(input) {
      cells.set(key(input), input.value);
    },
  };
}
