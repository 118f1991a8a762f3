import { MESSAGES, failureMessageFor, type Message } from '@app/shared';

/** Error codes of the product, each mapped once to an HTTP status (CONTRIBUTING.md rule 6). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The envelope of an AppError, as sent to the client (and stored for idempotent replays). */
export function appErrorBody(error: AppError, method: string) {
  return {
    message: messageForError(error.code, method),
    result: null,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** The catalogue text of docs/product.md §8 for an error code on a request of the given method. */
export function messageForError(code: ErrorCode, method: string): Message {
  switch (code) {
    case 'UNAUTHENTICATED':
      return MESSAGES.authFailure;
    case 'NOT_FOUND':
      return MESSAGES.noSuchData;
    case 'DUPLICATE':
      return MESSAGES.duplicate;
    case 'INTERNAL':
    case 'UNAVAILABLE':
    case 'FORBIDDEN':
      return MESSAGES.error;
    default:
      return failureMessageFor(method);
  }
}
