import { downloadDataExport, getDataExports, requestDataExport, type DataExport } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { downloadApiFile } from '../../../lib/download-file';

const isWaiting = (exports: DataExport[] | undefined) =>
  Boolean(exports?.some((item) => item.status === 'queued' || item.status === 'building'));

/** auth/get-data-exports: asked again every 5 seconds while one is being built. */
export function useDataExports() {
  return useQuery({
    queryKey: customerQueryKeys.dataExports,
    queryFn: async () => (await callApi(getDataExports)).result,
    refetchInterval: (query) => (isWaiting(query.state.data) ? 5_000 : false),
  });
}

/** auth/request-data-export: the job queue builds the ZIP and mails a link. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(requestDataExport),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dataExports }),
  });
}

/** auth/download-data-export: the ZIP, saved by the browser under the name the server gives. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: (id: string) => downloadApiFile(downloadDataExport.path, { id }, 'my-data.zip'),
  });
}
