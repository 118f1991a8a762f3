import { toE164 } from '@app/shared';
import { PermanentDeliveryError, RetryableDeliveryError, type GoHighLevelPort } from './delivery-channels.js';

/** The rule lives in packages/shared, beside the alert-phone form that uses it too. */
export { toE164 };

const GHL_BASE_URL = 'https://services.leadconnectorhq.com';
/** The only version the contacts endpoints accept. */
const GHL_API_VERSION = '2021-07-28';
const REQUEST_TIMEOUT_MS = 15_000;
const REFUSED_TOKEN = 'Go High Level refused the token: check the Private Integration Token and its scopes';

export interface GoHighLevelOptions {
  /** Where the API lives; only tests point it elsewhere. */
  baseUrl?: string;
}

/**
 * The Go High Level adapter (docs/product.md §11), on the documented API v2 with the member's
 * Private Integration Token: upsert the contact, then attach the property details as a note.
 * https://marketplace.gohighlevel.com/docs/ghl/contacts/upsert-contact
 */
export function createGoHighLevel(options: GoHighLevelOptions = {}): GoHighLevelPort {
  const baseUrl = (options.baseUrl ?? GHL_BASE_URL).replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body: unknown,
    action: string,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Version: GHL_API_VERSION,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'did not answer in time'
          : 'could not be reached';
      throw new RetryableDeliveryError(`Go High Level ${reason}`);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (response.ok) return payload;
    throw toDeliveryError(response, payload, action);
  }
  const post = (path: string, token: string, body: unknown, action: string) =>
    call('POST', path, token, body, action);

  return {
    name: 'go-high-level',

    async upsertContact({ token, locationId, contact, note }) {
      const upserted = await post(
        '/contacts/upsert',
        token,
        {
          locationId,
          firstName: contact.firstName,
          lastName: contact.lastName,
          phone: toE164(contact.phone) ?? contact.phone,
          address1: contact.address1,
          city: contact.city,
          state: contact.state,
          postalCode: contact.postalCode,
          source: contact.source,
          tags: contact.tags,
          ...(contact.email ? { email: contact.email } : {}),
          ...(contact.dnd ? { dnd: true } : {}),
          ...(contact.customFields?.length ? { customFields: contact.customFields } : {}),
        },
        'the contact',
      );
      const contactId = (upserted as { contact?: { id?: unknown } } | null)?.contact?.id;
      if (typeof contactId !== 'string' || !contactId) {
        throw new RetryableDeliveryError('Go High Level answered the upsert without a contact id');
      }
      await post(`/contacts/${encodeURIComponent(contactId)}/notes`, token, { body: note }, 'the note');
      return { contactId };
    },

    // https://marketplace.gohighlevel.com/docs/ghl/opportunities/get-pipelines
    async listPipelines({ token, locationId }) {
      const query = new URLSearchParams({ locationId });
      const payload = await call(
        'GET',
        `/opportunities/pipelines?${query}`,
        token,
        undefined,
        'the pipelines',
      ).catch((error: unknown) => {
        // Delivery needs contacts.write only: a refusal here is most often the missing read scope.
        if (error instanceof PermanentDeliveryError && error.message === REFUSED_TOKEN)
          throw new PermanentDeliveryError(
            'Go High Level refused to list your pipelines: give the token the opportunities.readonly scope',
          );
        throw error;
      });
      const pipelines = (payload as { pipelines?: unknown } | null)?.pipelines;
      if (!Array.isArray(pipelines))
        throw new RetryableDeliveryError('Go High Level answered without pipelines');
      return pipelines.map((pipeline: { id?: unknown; name?: unknown; stages?: unknown }) => ({
        id: String(pipeline.id ?? ''),
        name: String(pipeline.name ?? ''),
        stages: (Array.isArray(pipeline.stages) ? pipeline.stages : []).map(
          (stage: { id?: unknown; name?: unknown }) => ({
            id: String(stage.id ?? ''),
            name: String(stage.name ?? ''),
          }),
        ),
      }));
    },
  };
}

function toDeliveryError(response: Response, payload: unknown, action: string): Error {
  const { status } = response;
  if (status === 401 || status === 403) return new PermanentDeliveryError(REFUSED_TOKEN);
  if (status === 429)
    return new RetryableDeliveryError('Go High Level rate limit reached', retryAfterOf(response.headers));
  if (status >= 500)
    return new RetryableDeliveryError(`Go High Level answered ${status}`, retryAfterOf(response.headers));
  return new PermanentDeliveryError(
    `Go High Level rejected ${action}: ${messageOf(payload) ?? response.statusText}`,
  );
}

/** GHL errors are `{ statusCode, message, error }`, where message is a string or a list of them. */
function messageOf(payload: unknown): string | undefined {
  const message = (payload as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
  return undefined;
}

/**
 * Retry-After when sent; otherwise, with the burst allowance spent, GHL's rate-limit headers give
 * the length of the burst window, after which the allowance is back.
 * https://marketplace.gohighlevel.com/docs/other/rate-limits
 */
function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const intervalMs = Number(headers.get('x-ratelimit-interval-milliseconds'));
  if (headers.get('x-ratelimit-remaining') === '0' && intervalMs > 0) return Math.ceil(intervalMs / 1000);
  return undefined;
}

/** First word as the first name, the rest as the last name, as the sheet row splits it. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = full.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
