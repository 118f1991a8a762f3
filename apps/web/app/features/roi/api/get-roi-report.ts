import { getRoiReport, type RoiPeriod } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

export const fetchRoiReport = async (period: RoiPeriod) =>
  (await callApi(getRoiReport, { query: { period } })).result;

/**
 * GET pipeline/get-roi-report. Keyed under the pipeline, so that a close (which refreshes the
 * pipeline) refreshes the ROI too.
 */
export const roiReportQuery = (period: RoiPeriod) =>
  queryOptions({
    queryKey: [...customerQueryKeys.pipeline, 'roi', period] as const,
    queryFn: () => fetchRoiReport(period),
    placeholderData: keepPreviousData,
  });

export function useRoiReport(period: RoiPeriod) {
  return useQuery(roiReportQuery(period));
}
