import { smsOptOuts, subscriptions, users } from '../db/schema/index.js';

/**
 * What a request knows of its member, read with users, their SMS opt-out and live subscription
 * joined: by the session cookie here, by a read-only view's token in view-as.ts.
 */
export const sessionUserColumns = () => ({
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  stripeCustomerId: users.stripeCustomerId,
  paymentMethodId: users.paymentMethodId,
  purchasePlanId: subscriptions.planId,
  alertPhone: users.alertPhone,
  alertPhonePausedAt: smsOptOuts.optedOutAt,
});
