/**
 * The message catalogue of docs/product.md §8. Every API response's `message` is one of these
 * texts, and user-facing copy that docs/product.md gives verbatim lives here too, so the server, the
 * web app and the tests all quote one source.
 */
export const MESSAGES = {
  added: 'Data added successfully',
  addFailed: 'Failed to add data',
  duplicate: 'Same entry not allowed',
  authSuccess: 'Authentication Successful!',
  checkoutSuccess: 'Checkout Successful!',
  authFailure: 'Login Unsuccessful!',
  fetched: 'Data fetched successfully',
  fetchFailed: 'Failed to fetch data',
  databaseEmpty: 'Database empty',
  notEnoughData: 'Not Enough Data to Fetch',
  edited: 'Data edited successfully',
  editFailed: 'Failed to edit data',
  deleted: 'Data deleted successfully',
  deleteFailed: 'Failed to delete data',
  error: 'Error',
  noSuchData: 'No such data',
} as const;

export type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The failure text of docs/product.md §8 for a request of the given HTTP method. */
export function failureMessageFor(method: string): Message {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return MESSAGES.fetchFailed;
    case 'POST':
      return MESSAGES.addFailed;
    case 'PUT':
    case 'PATCH':
      return MESSAGES.editFailed;
    case 'DELETE':
      return MESSAGES.deleteFailed;
    default:
      return MESSAGES.error;
  }
}

/** User-facing texts that docs/product.md §2, §4 and §8 give word for word. */
export const UI_TEXT = {
  loading: 'Loading...',
  unsubscribeTitle: 'Unsubscribe Yourself from Newsletter',
  unsubscribePlaceholder: 'Enter your email to unsubscribe',
  unsubscribeIdle: 'Unsubscribe',
  unsubscribeDone: 'Unsubscribed',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  affiliateMissingField: 'Please fill in all fields.',
  affiliateFailed: 'Signup failed. Please try again.',
  affiliateSucceeded: 'Affiliate signup successful! We will contact you soon.',
  affiliateModalTitle: "You're In!",
  affiliateModalBody: 'Thank you for signing up as an affiliate. Our team will reach out to you soon.',
  copied: 'Copied!',
  mapsLoadFailed: 'The Google Maps JavaScript API could not load.',
  mapsAuthFailure: 'Error: AuthFailure',
  unexpectedUiAction: 'Unexpected action: UI Context',
} as const;

/** Timings and limits of docs/product.md §9. */
export const LIMITS = {
  toastAutoCloseMs: 3000,
  hashScrollWaitMs: 10_000,
  copiedMs: 2000,
  heroCounterMs: 3000,
  statsCountUpMs: 2000,
  premiumMaxBuyers: 3,
  premiumLifetimeDays: 30,
  exclusiveRefundWindowHours: 72,
  monthlyDownloadLimit: 250_000,
  minimumAge: 18,
  affiliateCommissionPercent: 11,
  /** docs/product.md §14: commission is held this long before it can be paid out. */
  affiliateCommissionHoldDays: 30,
  pageSizeDefault: 25,
  pageSizeMax: 100,
} as const;
