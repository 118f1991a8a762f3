import { MESSAGES } from '@app/shared';
import { ApiError } from './api-client';

/** The file name of a Content-Disposition header, if it gives one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

function toQueryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a file endpoint below /api/v1/, for a link or a media element the browser loads itself. */
export function apiFileUrl(path: string, query: Record<string, string | undefined>): string {
  return `/api/v1/${path}${toQueryString(query)}`;
}

/**
 * Fetches a file endpoint below /api/v1/ with the session cookie: its bytes and the name its
 * Content-Disposition gives. A non-200 answer is the JSON error envelope and is thrown as an
 * ApiError (e.g. 429 when the monthly download limit is reached).
 */
export async function fetchApiFile(
  path: string,
  query: Record<string, string | undefined>,
  accept = 'text/csv, application/json',
): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(apiFileUrl(path, query), {
      credentials: 'same-origin',
      headers: { Accept: accept },
    });
  } catch {
    throw new ApiError(
      0,
      MESSAGES.error,
      'We could not reach the server. Check your connection and try again.',
    );
  }
  if (response.status !== 200) {
    const payload = (await response.json().catch(() => null)) as { message?: string; detail?: string } | null;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    console.warn(`GET ${path} failed: ${response.status}`);
    throw new ApiError(
      response.status,
      payload?.message ?? MESSAGES.fetchFailed,
      payload?.detail,
      [],
      retryAfter,
    );
  }
  const blob = await response.blob();
  return { blob, name: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** Fetches a file endpoint (fetchApiFile) and hands it to the browser as a download. */
export async function downloadApiFile(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<string> {
  const file = await fetchApiFile(path, query);
  const name = file.name ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
