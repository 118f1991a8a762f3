import {
  createCreditPack,
  getAdminPlans,
  getCreditPacksForTeam,
  updateCreditPack,
  type adminCreditPackSchema,
  type adminPlanSchema,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type AdminCreditPack = z.infer<typeof adminCreditPackSchema>;
type BodyOf<B> = z.input<NonNullable<B>>;

/** GET admin/get-credit-packs: every pack of every plan, on sale or not, with how often it sold. */
export function useAdminCreditPacks() {
  return useQuery({
    queryKey: adminQueryKeys.creditPacks,
    queryFn: async () => (await callApi(getCreditPacksForTeam)).result,
  });
}

function usePackWrite<B>(write: (body: B) => Promise<AdminCreditPack>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.creditPacks }),
  });
}

/** admin/create-credit-pack: on sale to the plan's members at once. */
export const useCreateCreditPack = () =>
  usePackWrite(
    async (body: BodyOf<typeof createCreditPack.body>) => (await callApi(createCreditPack, { body })).result,
  );

/** admin/update-credit-pack: credits, price, on sale or not; packs already bought do not change. */
export const useUpdateCreditPack = () =>
  usePackWrite(
    async (body: BodyOf<typeof updateCreditPack.body>) => (await callApi(updateCreditPack, { body })).result,
  );

export type AdminPlan = z.infer<typeof adminPlanSchema>;

/** GET admin/get-plans, under the Plans page's key: a new pack's plan is one of them. */
export function useAdminPlanChoices() {
  return useQuery({
    queryKey: adminQueryKeys.plans,
    queryFn: async () => (await callApi(getAdminPlans)).result,
  });
}
