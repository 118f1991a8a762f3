import { MESSAGES, getCustomerPaymentMethod } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';

export function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getCustomerPaymentMethod, async ({ query, user }) => {
    // The customer is always the caller's own (docs/product.md §5; never trusted from the query).
    if (query.customerId !== undefined && query.customerId !== user.stripeCustomerId) {
      throw new AppError('FORBIDDEN', 'You can only read your own payment methods.');
    }
    // Looked up only when the member has both a customer id and a payment method id (docs/product.md §5).
    if (!user.stripeCustomerId || !user.paymentMethodId) return { message: MESSAGES.fetched, result: [] };
    const methods = await ctx.payments.listPaymentMethods(user.stripeCustomerId);
    const preferred = methods.filter((m) => m.id === user.paymentMethodId);
    return {
      message: MESSAGES.fetched,
      result: [...preferred, ...methods.filter((m) => m.id !== user.paymentMethodId)],
    };
  });
}
