import type { BodyOf, createContactMessage } from '@app/shared';
import { ApiError, callApi, endpointRoute } from '../../../lib/api-client';
import { fieldOfErrorPath } from '../../../lib/apply-field-errors';

/** The webinar island's call: by route, so the page loads no zod (decision 013). */
const CREATE_CONTACT_MESSAGE = endpointRoute<typeof createContactMessage>(
  'POST',
  'contact/create-contact-message',
);

/** The message the team filters on in the contact inbox (brief for /webinar). */
export const RECORDING_REQUEST_MESSAGE = 'Webinar recording request';
export const SEAT_REQUEST_MESSAGE = 'Webinar seat request';

export class RecordingRequestError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'RecordingRequestError';
  }
}

/**
 * POST /api/v1/contact/create-contact-message with the visitor's name and email. As
 * docs/product.md §7 says: success only on HTTP 200 with the standard success text; anything
 * else is logged (by callApi) and rethrown.
 */
export async function requestRecording(
  input: Omit<BodyOf<typeof createContactMessage>, 'phone'>,
): Promise<void> {
  try {
    await callApi(CREATE_CONTACT_MESSAGE, { body: input });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429)
      throw new RecordingRequestError(
        'Too many requests in a short time. Please wait a few minutes and try again.',
      );
    throw new RecordingRequestError(
      error.status === 0 ? error.userMessage : error.message,
      error.fieldErrors.map(({ path, message }) => ({ field: fieldOfErrorPath(path), message })),
    );
  }
}
