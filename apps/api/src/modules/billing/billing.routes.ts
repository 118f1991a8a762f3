import {
  MESSAGES,
  buyCreditPack as buyCreditPackEndpoint,
  cancelPlanChange as cancelPlanChangeEndpoint,
  cancelSubscription,
  changePlan as changePlanEndpoint,
  createCreditPack as createCreditPackEndpoint,
  getCreditPacksForTeam,
  previewCharge as previewChargeEndpoint,
  updateCreditPack as updateCreditPackEndpoint,
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
  createSubscription,
  getBillingOverview,
  savePaymentMethod,
  setCancelAtPeriodEnd,
} from './billing.service.js';
import {
  buyCreditPack,
  createCreditPack,
  listCreditPacksForTeam,
  updateCreditPack,
} from './credit-packs.service.js';
import { previewCharge } from './order-summary.service.js';
import { cancelPlanChange, changePlan } from './plan-changes.service.js';
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

  registerEndpoint(app, ctx, getBilling, async ({ user }) => overview(user.accountId));

  const keyOf = (request: { headers: Record<string, unknown> }) =>
    (request.headers['idempotency-key'] as string | undefined) ?? newIdempotencyKey();

  registerEndpoint(app, ctx, previewChargeEndpoint, async ({ body, user }) => ({
    message: MESSAGES.fetched,
    result: await previewCharge(ctx, user.accountId, body),
  }));

  registerEndpoint(app, ctx, createSubscriptionEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      const firstPayment = await createSubscription(
        ctx,
        user.accountId,
        { planId: body.plan_id, promoCode: body.promo_code, expectedTotal: body.expected_total },
        keyOf(request),
      );
      return {
        message: MESSAGES.checkoutSuccess,
        result: { ...(await getBillingOverview(ctx, user.accountId)), first_payment: firstPayment },
      };
    }),
  );

  registerEndpoint(app, ctx, changePlanEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      const change = await changePlan(
        ctx,
        user.accountId,
        { planId: body.plan_id, expectedTotal: body.expected_total },
        keyOf(request),
      );
      return {
        message: MESSAGES.edited,
        result: { ...(await getBillingOverview(ctx, user.accountId)), plan_change: change },
      };
    }),
  );

  registerEndpoint(app, ctx, cancelPlanChangeEndpoint, async ({ user }) => {
    await cancelPlanChange(ctx, user.accountId);
    return edited(user.accountId);
  });

  registerEndpoint(app, ctx, buyCreditPackEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      const pack = await buyCreditPack(
        ctx,
        user.accountId,
        { packId: body.pack_id, payWith: body.pay_with, expectedTotal: body.expected_total },
        keyOf(request),
      );
      return {
        message: MESSAGES.checkoutSuccess,
        result: { ...(await getBillingOverview(ctx, user.accountId)), credit_pack: pack },
      };
    }),
  );

  registerEndpoint(app, ctx, getCreditPacksForTeam, async () => ({
    message: MESSAGES.fetched,
    result: await listCreditPacksForTeam(ctx),
  }));

  registerEndpoint(app, ctx, createCreditPackEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await createCreditPack(ctx, user.accountId, body),
  }));

  registerEndpoint(app, ctx, updateCreditPackEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await updateCreditPack(ctx, user.accountId, body),
  }));

  registerEndpoint(app, ctx, cancelSubscription, async ({ user }) => {
    await setCancelAtPeriodEnd(ctx, user.accountId, true);
    return edited(user.accountId);
  });

  registerEndpoint(app, ctx, resumeSubscription, async ({ user }) => {
    await setCancelAtPeriodEnd(ctx, user.accountId, false);
    return edited(user.accountId);
  });

  registerEndpoint(app, ctx, payPastDueEndpoint, async ({ user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      await payPastDue(ctx, user.accountId);
      return { message: MESSAGES.checkoutSuccess, result: await getBillingOverview(ctx, user.accountId) };
    }),
  );

  registerEndpoint(app, ctx, updateBillingDetailsEndpoint, async ({ body, user }) => {
    await updateBillingDetails(ctx, user.accountId, body);
    return edited(user.accountId);
  });

  registerEndpoint(app, ctx, savePaymentMethodEndpoint, async ({ body, user }) => {
    await savePaymentMethod(ctx, user, body);
    return edited(user.accountId);
  });
}
