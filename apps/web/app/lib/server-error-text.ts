import { ApiError } from './api-client';

/**
 * The sentence to show a person for a failed call: the first field error (it names what to fix,
 * e.g. 'Enter a valid email address'), else the server's detail, else its catalogue message.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldErrors[0]?.message ?? error.detail ?? error.message;
  return fallback;
}

/** The server's message for one form field (`body.<field>` in the API's error list), if any. */
export function fieldErrorText(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find(
    (fieldError) => fieldError.path === `body.${field}` || fieldError.path === field,
  )?.message;
}
