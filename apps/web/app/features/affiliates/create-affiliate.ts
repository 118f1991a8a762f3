import { createAffiliator } from '@app/shared';
import { callApi } from '../../lib/api-client';

/** POST affiliator/create-affiliators. Spec section 7: success message required; a truthy result means success. */
export async function createAffiliate(input: { name: string; email: string }): Promise<boolean> {
  const { result } = await callApi(createAffiliator, { body: input });
  return result;
}
