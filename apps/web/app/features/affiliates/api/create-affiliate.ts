import type { createAffiliator } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the sign-up form loads no zod (decision 013). */
const CREATE_AFFILIATOR = endpointRoute<typeof createAffiliator>('POST', 'affiliator/create-affiliators');

/** POST affiliator/create-affiliators. docs/product.md §7: success message required; a truthy result means success. */
export async function createAffiliate(input: { name: string; email: string }): Promise<boolean> {
  const { result } = await callApi(CREATE_AFFILIATOR, { body: input });
  return result;
}
