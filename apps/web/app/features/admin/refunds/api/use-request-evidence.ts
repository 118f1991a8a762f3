import { getRequestEvidence } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFileUrl, downloadApiFile, fetchApiFile } from '../../../../lib/download-file';
import { adminQueryKeys } from '../../admin-query-keys';

/**
 * GET admin/get-request-evidence as a URL: for a PDF opened in a new tab and a recording played
 * in <audio>, which the browser loads itself with the session cookie.
 */
export const requestEvidenceUrl = (requestId: string) =>
  apiFileUrl(getRequestEvidence.path, { request_id: requestId });

/**
 * An evidence image's bytes, fetched with the team's session, for an <img> shown from a blob: URL
 * (the page's policy allows blob: images, never the file's own URL in a frame). Kept for the
 * page's life: a file never changes once filed.
 */
export function useEvidenceImage(requestId: string) {
  return useQuery({
    queryKey: adminQueryKeys.requestEvidence(requestId),
    queryFn: async () =>
      (await fetchApiFile(getRequestEvidence.path, { request_id: requestId }, 'image/*, application/json'))
        .blob,
    staleTime: Infinity,
  });
}

/** The evidence file saved as a download, under the name the customer gave it. */
export function useDownloadEvidence(requestId: string, name: string) {
  return useMutation({
    mutationFn: () => downloadApiFile(getRequestEvidence.path, { request_id: requestId }, name),
  });
}
