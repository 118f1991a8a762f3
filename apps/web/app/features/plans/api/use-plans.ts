import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Plan, PlanOccurrence, getPlans } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the plans load no zod (decision 013). */
const GET_PLANS = endpointRoute<typeof getPlans>('GET', 'plan/getplans');

export const plansQueryKey = (occurrence: PlanOccurrence) => ['plans', occurrence] as const;

/** GET plan/getplans?plan_occurance=monthly|yearly. */
export async function fetchPlans(occurrence: PlanOccurrence): Promise<Plan[]> {
  return (await callApi(GET_PLANS, { query: { plan_occurance: occurrence } })).result;
}

/**
 * docs/product.md §4, billing toggle: the plan list is refetched on each change; on failure the error
 * is logged and the old list stays (docs/product.md §8: no message). `plans` is therefore the list
 * of the last successful answer, which may belong to the other billing period: each card takes
 * its period from its own plan, so what it says stays true.
 */
export function usePlans(occurrence: PlanOccurrence) {
  // staleTime 0: every toggle asks the API again (the spec's refetch), showing the cached list meanwhile.
  const query = useQuery({
    queryKey: plansQueryKey(occurrence),
    queryFn: () => fetchPlans(occurrence),
    staleTime: 0,
  });
  const [lastPlans, setLastPlans] = useState<Plan[] | undefined>(undefined);
  // Remember the newest good list while rendering (React's "adjust state on prop change" pattern).
  if (query.data && query.data !== lastPlans) setLastPlans(query.data);

  const { error } = query;
  useEffect(() => {
    if (error) console.warn(`Plans (${occurrence}) could not be loaded; keeping the list shown`, error);
  }, [error, occurrence]);

  const plans = query.data ?? lastPlans;
  return {
    plans: plans ?? [],
    /** Nothing to show yet: the first request is running. */
    isLoading: !plans && query.isPending,
    /** Nothing to show at all: the very first request failed. */
    hasNoPlans: !plans && query.isError,
    isFetching: query.isFetching,
  };
}
