import { MESSAGES, createContactMessage, errorEnvelopeSchema, type BodyOf } from '@app/shared';

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
 * POST /api/v1/contact/create-contact-message with the visitor's name and email. Spec section
 * 7: success only on HTTP 200 with the standard success text; anything else is logged and rethrown.
 */
export async function requestRecording(
  input: Omit<BodyOf<typeof createContactMessage>, 'phone'>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/${createContactMessage.path}`, {
      method: createContactMessage.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    console.error('Webinar request could not be sent', error);
    throw new RecordingRequestError('We could not reach our server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = createContactMessage.response.safeParse(body);
  if (response.status === 200 && parsed.success && parsed.data.message === MESSAGES.added) return;

  console.error('Webinar request was rejected', response.status, body);
  if (response.status === 429)
    throw new RecordingRequestError(
      'Too many requests in a short time. Please wait a few minutes and try again.',
    );
  const failure = errorEnvelopeSchema.safeParse(body);
  if (!failure.success) throw new RecordingRequestError(MESSAGES.addFailed);
  const fieldErrors = (failure.data.errors ?? []).map((error) => ({
    field: error.path.replace(/^body\./, ''),
    message: error.message,
  }));
  throw new RecordingRequestError(failure.data.message, fieldErrors);
}
