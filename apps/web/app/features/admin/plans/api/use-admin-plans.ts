import {
  createPlan,
  getAdminPlans,
  retirePlan,
  schedulePriceChange,
  updatePlan,
  type adminPlanSchema,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type AdminPlan = z.infer<typeof adminPlanSchema>;
type BodyOf<B> = z.input<NonNullable<B>>;

/** GET admin/get-plans: every plan, retired ones included. */
export function useAdminPlans() {
  return useQuery({
    queryKey: adminQueryKeys.plans,
    queryFn: async () => (await callApi(getAdminPlans)).result,
  });
}

function usePlanWrite<B>(write: (body: B) => Promise<AdminPlan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.plans }),
  });
}

export const useCreatePlan = () =>
  usePlanWrite(async (body: BodyOf<typeof createPlan.body>) => (await callApi(createPlan, { body })).result);
export const useUpdatePlan = () =>
  usePlanWrite(async (body: BodyOf<typeof updatePlan.body>) => (await callApi(updatePlan, { body })).result);
export const useSchedulePriceChange = () =>
  usePlanWrite(
    async (body: BodyOf<typeof schedulePriceChange.body>) =>
      (await callApi(schedulePriceChange, { body })).result,
  );
export const useRetirePlan = () =>
  usePlanWrite(async (body: BodyOf<typeof retirePlan.body>) => (await callApi(retirePlan, { body })).result);
