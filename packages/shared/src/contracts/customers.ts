import { z } from 'zod';
import { emailSchema, envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** docs/product.md §3 leaves the payment-method fields open; these are what a card form shows. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** True when the card was created by the offline payment adapter and never charged. */
  is_test: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const getCustomerPaymentMethod = defineEndpoint({
  method: 'GET',
  path: 'customers/get-customer-payment-method',
  tag: 'Customers',
  auth: 'session',
  summary: "The signed-in member's saved payment methods",
  description:
    "Looked up only when the member has both a payment-provider customer id and a saved payment method. customerId, if given, must be the caller's own; it is never trusted to select another customer.",
  query: z.strictObject({ customerId: z.string().max(255).optional() }),
  response: envelope(z.array(paymentMethodSchema)),
});

export const unsubscribeNewsletter = defineEndpoint({
  method: 'PATCH',
  path: 'customers/unsubscribe-newsletter',
  tag: 'Newsletter',
  auth: 'public',
  summary: 'Unsubscribe an email address from the newsletter',
  description:
    'Answers the same way whether or not the address was subscribed, so nobody can learn who is on the list.',
  body: z.strictObject({ email: emailSchema }),
  response: envelope(z.boolean()),
});

export const resubscribeNewsletter = defineEndpoint({
  method: 'PATCH',
  path: 'customers/resubscribe-newsletter',
  tag: 'Newsletter',
  auth: 'public',
  summary: 'Email a link that subscribes the address to the newsletter again',
  description:
    'Double opt-in: the address is subscribed only when the emailed link is opened (customers/confirm-newsletter-subscription). Answers the same for every address; at most 3 such mails an hour reach one address.',
  body: z.strictObject({ email: emailSchema }),
  response: envelope(z.boolean()),
});

export const confirmNewsletterSubscription = defineEndpoint({
  method: 'POST',
  path: 'customers/confirm-newsletter-subscription',
  tag: 'Newsletter',
  auth: 'public',
  summary: 'Subscribe to the newsletter from the emailed link',
  body: z.strictObject({
    token: z.string({ message: 'token is required' }).min(1, 'token is required').max(200),
  }),
  response: envelope(z.object({ email: z.string() })),
});
