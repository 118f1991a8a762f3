import type { PaymentMethod } from '@app/shared';
import Stripe from 'stripe';
import { PaymentInputError, type ChargeResult, type PaymentsPort } from './payments.js';

/**
 * Pinned so that a Stripe SDK upgrade never changes the shape of the objects we read without
 * someone deciding to; it is the version stripe@18.5.0 was generated against.
 */
const STRIPE_API_VERSION = '2025-08-27.basil';

/** Shown when the browser did not send a payment_method id: card numbers never reach our server. */
const USE_CARD_FORM = 'Add your card with the secure card form';

export interface StripePaymentsOptions {
  secretKey: string;
  /** Where the Stripe API lives; only tests point it elsewhere (a local stand-in server). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * The Stripe adapter of the payments port (docs/product.md §11). Our own billing jobs decide when
 * a subscription renews and call `charge`, so every charge is a merchant-initiated, off-session
 * PaymentIntent confirmed at once; Stripe Billing (subscriptions, invoices) is not used.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentsPort {
  if (!options.secretKey) throw new Error('createStripePayments: secretKey is required');
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Safe for POSTs: the SDK reuses one Idempotency-Key across its retries of a request.
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.apiBase ?? {}),
  });

  return {
    name: 'stripe',
    isOffline: false,

    async listPaymentMethods(customerId) {
      const list = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
      return list.data.flatMap((method) => (method.card ? [toPaymentMethod(method, method.card)] : []));
    },

    async savePaymentMethod(request) {
      // Stripe Elements creates the payment method in the browser; a raw card number is refused.
      if (!request.paymentMethodId || request.testCard)
        throw new PaymentInputError('payment_method_id', USE_CARD_FORM);
      const paymentMethodId = request.paymentMethodId;
      try {
        if (request.customerId === null) {
          // One request attaches the card and makes it the default, so a refused card leaves no
          // orphan customer behind in Stripe.
          const customer = await stripe.customers.create({
            email: request.email,
            name: request.name,
            payment_method: paymentMethodId,
            invoice_settings: { default_payment_method: paymentMethodId },
          });
          const method = await stripe.paymentMethods.retrieve(paymentMethodId);
          return { customerId: customer.id, paymentMethodId, fingerprint: method.card?.fingerprint ?? null };
        }
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: request.customerId });
        await stripe.customers.update(request.customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
        return {
          customerId: request.customerId,
          paymentMethodId,
          fingerprint: method.card?.fingerprint ?? null,
        };
      } catch (error) {
        if (isStripeInputError(error)) throw new PaymentInputError('payment_method_id', error.message);
        throw error;
      }
    },

    async charge(request) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            ...(request.metadata ? { metadata: request.metadata } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        // Only a card error is an answer about the card; anything else (network, API key, a bad
        // request) is thrown so that the caller never records a charge Stripe did not confirm.
        if (error instanceof Stripe.errors.StripeCardError) return chargeResultFromCardError(error);
        throw error;
      }
      return chargeResultFromIntent(intent);
    },
  };
}

function toPaymentMethod(method: Stripe.PaymentMethod, card: Stripe.PaymentMethod.Card): PaymentMethod {
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    is_test: !method.livemode,
  };
}

/** Errors whose message Stripe writes for the person entering the card (a decline, no such card). */
function isStripeInputError(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError
  );
}

function chargeResultFromCardError(error: Stripe.errors.StripeCardError): ChargeResult {
  const intent = error.payment_intent;
  // Off-session, a card that needs 3-D Secure is declined with authentication_required; the
  // customer can still complete this same PaymentIntent on-session with its client secret.
  const needsCustomer = error.code === 'authentication_required' || intent?.status === 'requires_action';
  return {
    status: needsCustomer ? 'requires_action' : 'failed',
    providerPaymentId: intent?.id ?? null,
    // Stripe's card-error messages are written to be shown to the cardholder.
    failureReason: error.message,
    clientSecret: needsCustomer ? (intent?.client_secret ?? null) : null,
  };
}

function chargeResultFromIntent(intent: Stripe.PaymentIntent): ChargeResult {
  const base = { providerPaymentId: intent.id, failureReason: null, clientSecret: null };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action':
    case 'requires_confirmation':
      return { ...base, status: 'requires_action', clientSecret: intent.client_secret };
    case 'processing':
      // Pending, not paid: the payment_intent.succeeded / payment_failed webhook will settle it.
      return { ...base, status: 'requires_action' };
    case 'requires_payment_method':
    case 'canceled':
      return {
        ...base,
        status: 'failed',
        failureReason: intent.last_payment_error?.message ?? 'The payment was not completed.',
      };
    default:
      // requires_capture: we never ask for manual capture, so this is a misconfiguration, not a payment.
      throw new Error(`Stripe PaymentIntent ${intent.id} has unexpected status ${intent.status}`);
  }
}

/** Thrown when a webhook request is not signed by Stripe with our endpoint secret; answer 400. */
export class StripeWebhookSignatureError extends Error {
  override readonly name = 'StripeWebhookSignatureError';
}

/**
 * Checks the Stripe-Signature header against the raw request body (not re-serialised JSON, which
 * would change the bytes) and returns the event. Throws StripeWebhookSignatureError otherwise.
 */
export function verifyStripeWebhook(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string,
): Stripe.Event {
  if (!webhookSecret) throw new Error('verifyStripeWebhook: webhookSecret is required');
  if (!signatureHeader) throw new StripeWebhookSignatureError('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new StripeWebhookSignatureError(`Invalid Stripe webhook signature: ${error.message}`);
    }
    throw error;
  }
}
