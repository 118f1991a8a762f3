import { useQuery } from '@tanstack/react-query';
import type { CurrentUser, PaymentMethod, getCustomerPaymentMethod } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the plans load no zod (decision 013). */
const GET_PAYMENT_METHOD = endpointRoute<typeof getCustomerPaymentMethod>(
  'GET',
  'customers/get-customer-payment-method',
);

/**
 * The member's saved card, handed to every pricing card (docs/product.md §2.5). As §5 says, it is
 * looked up only when the member has both a Stripe customer id and a payment method id; the first
 * element of the list is the one used.
 */
export function useSavedPaymentMethod(user: CurrentUser | null | undefined): PaymentMethod | undefined {
  const customerId = user?.stripeCustomerId;
  const canLookUp = Boolean(customerId && user?.payment_method_id);
  const query = useQuery({
    queryKey: ['customers', 'payment-method', customerId],
    queryFn: async () =>
      (await callApi(GET_PAYMENT_METHOD, { query: { customerId: customerId ?? undefined } })).result,
    enabled: canLookUp,
  });
  return canLookUp ? query.data?.[0] : undefined;
}

export function describePaymentMethod(method: PaymentMethod): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} •••• ${method.last4}${method.is_test ? ' · test card' : ''}`;
}
