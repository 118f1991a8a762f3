import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { serverErrorText } from './server-error-text';

/** The form field an API error path names: 'body.reason' → 'reason', 'body.evidence_file.type' → 'evidence_file'. */
export function fieldOfErrorPath(path: string): string {
  return path.replace(/^body\./, '').split('.')[0] ?? '';
}

/**
 * Puts the server's per-field errors under the fields of a react-hook-form form. Returns the
 * messages that belong to no field shown, so the caller can show them above the button.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const leftOver: string[] = [];
  for (const fieldError of error.fieldErrors) {
    const field = fieldOfErrorPath(fieldError.path);
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message: fieldError.message });
    else leftOver.push(fieldError.message);
  }
  return leftOver;
}

/**
 * The sentence to show above a form's button after a failed call, or null when every problem is
 * already shown under its field.
 */
export function formErrorAfterFields(
  error: unknown,
  leftOver: readonly string[],
  fallback: string,
): string | null {
  if (error instanceof ApiError && error.fieldErrors.length > 0 && leftOver.length === 0) return null;
  return leftOver[0] ?? serverErrorText(error, fallback);
}
