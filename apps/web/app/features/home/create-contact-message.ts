import {
  MESSAGES,
  createContactMessage,
  errorEnvelopeSchema,
  type ContactMessageInput,
  type ResponseOf,
} from '@app/shared';

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
 * POST /api/v1/contact/create-contact-message. Spec section 7: a call succeeds only on HTTP
 * 200 with the standard success text; anything else is logged and rethrown.
 */
export async function postContactMessage(
  input: ContactMessageInput,
): Promise<ResponseOf<typeof createContactMessage>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/${createContactMessage.path}`, {
      method: createContactMessage.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    console.error('Contact message could not be sent', error);
    throw new ContactMessageError('We could not reach our server. Check your connection and try again.', []);
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = createContactMessage.response.safeParse(body);
  if (response.status === 200 && parsed.success && parsed.data.message === MESSAGES.added) return parsed.data;

  console.error('Contact message was rejected', response.status, body);
  const failure = errorEnvelopeSchema.safeParse(body);
  if (response.status === 429) {
    throw new ContactMessageError(
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
      [],
    );
  }
  if (!failure.success) throw new ContactMessageError(MESSAGES.addFailed, []);
  const fieldErrors = (failure.data.errors ?? []).map((error) => ({
    field: error.path.replace(/^body\./, ''),
    message: error.message,
  }));
  throw new ContactMessageError(failure.data.message, fieldErrors);
}
