import {
  MESSAGES,
  cancelSubscription,
  changePlan as changePlanEndpoint,
  createSubscription as createSubscriptionEndpoint,
  getBilling,
  payPastDue as payPastDueEndpoint,
  resumeSubscription,
  savePaymentMethod as savePaymentMethodEndpoint,
  updateBillingDetails as updateBillingDetailsEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { withIdempotency } from '../../http/idempotency.js';
import {
  changePlan,
  createSubscription,
  getBillingOverview,
  savePaymentMethod,
  setCancelAtPeriodEnd,
} from './billing.service.js';
import { payPastDue } from './renewals.service.js';
import { newIdempotencyKey } from '../../lib/ids.js';
import { updateBillingDetails } from '../invoices/index.js';

export function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const overview = async (userId: string) => ({
    message: MESSAGES.fetched,
    result: await getBillingOverview(ctx, userId),
  });
  const edited = async (userId: string) => ({
    message: MESSAGES.edited,
    result: await getBillingOverview(ctx, userId),
  });

  registerEndpoint(app, ctx, getBilling, async ({ user }) => overview(user.id));

  registerEndpoint(app, ctx, createSubscriptionEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      const key = (request.headers['idempotency-key'] as string | undefined) ?? newIdempotencyKey();
      const firstPayment = await createSubscription(ctx, user.id, body.plan_id, body.promo_code, key);
      return {
        message: MESSAGES.checkoutSuccess,
        result: { ...(await getBillingOverview(ctx, user.id)), first_payment: firstPayment },
      };
    }),
  );

  registerEndpoint(app, ctx, changePlanEndpoint, async ({ body, user }) => {
    await changePlan(ctx, user.id, body.plan_id);
    return edited(user.id);
  });

  registerEndpoint(app, ctx, cancelSubscription, async ({ user }) => {
    await setCancelAtPeriodEnd(ctx, user.id, true);
    return edited(user.id);
  });

  registerEndpoint(app, ctx, resumeSubscription, async ({ user }) => {
    await setCancelAtPeriodEnd(ctx, user.id, false);
    return edited(user.id);
  });

  registerEndpoint(app, ctx, payPastDueEndpoint, async ({ user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      await payPastDue(ctx, user.id);
      return { message: MESSAGES.checkoutSuccess, result: await getBillingOverview(ctx, user.id) };
    }),
  );

  registerEndpoint(app, ctx, updateBillingDetailsEndpoint, async ({ body, user }) => {
    await updateBillingDetails(ctx, user.id, body);
    return edited(user.id);
  });

  registerEndpoint(app, ctx, savePaymentMethodEndpoint, async ({ body, user }) => {
    await savePaymentMethod(ctx, user, body);
    return edited(user.id);
  });
}
