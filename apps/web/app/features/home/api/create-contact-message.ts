import type { ContactMessageInput, createContactMessage } from '@app/shared';
import { ApiError, callApi, endpointRoute } from '../../../lib/api-client';
import { fieldOfErrorPath } from '../../../lib/apply-field-errors';

/** An island's call: by route, so the contact form loads no zod (decision 013). */
const CREATE_CONTACT_MESSAGE = endpointRoute<typeof createContactMessage>(
  'POST',
  'contact/create-contact-message',
);

export interface FieldError {
  /** The form field, without the API's `body.` prefix. */
  field: string;
  message: string;
}

/** A rejected contact message: the server's message and, for bad input, one entry per field. */
export class ContactMessageError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: readonly FieldError[],
  ) {
    super(message);
    this.name = 'ContactMessageError';
  }
}

/**
 * POST /api/v1/contact/create-contact-message. docs/product.md §7: a call succeeds only on HTTP
 * 200 with the standard success text; anything else is logged (by callApi) and rethrown.
 */
export async function postContactMessage(input: ContactMessageInput): Promise<void> {
  try {
    await callApi(CREATE_CONTACT_MESSAGE, { body: input });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) {
      throw new ContactMessageError(
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
        [],
      );
    }
    throw new ContactMessageError(
      error.status === 0 ? error.userMessage : error.message,
      error.fieldErrors.map(({ path, message }) => ({ field: fieldOfErrorPath(path), message })),
    );
  }
}
