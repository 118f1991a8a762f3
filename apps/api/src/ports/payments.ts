import type { PaymentMethod } from '@app/shared';

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Passed to the provider so a retried charge is never made twice. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed' | 'requires_action';
  providerPaymentId: string | null;
  failureReason: string | null;
  /** Stripe: the PaymentIntent's client secret when the customer must confirm (3-D Secure). */
  clientSecret: string | null;
}

export interface SavePaymentMethodRequest {
  customerId: string | null;
  email: string;
  name: string;
  /** Stripe: a payment_method id created by Stripe Elements in the browser. */
  paymentMethodId?: string | undefined;
  /** Offline test mode only: a test card number and expiry. */
  testCard?: { number: string; expMonth: number; expYear: number } | undefined;
}

export interface SavedPaymentMethod {
  customerId: string;
  paymentMethodId: string;
  /**
   * The provider's fingerprint of the card number: the same card saved by anyone, in any account,
   * has the same one (Stripe: card.fingerprint). Null when the provider gives none.
   */
  fingerprint: string | null;
}

/**
 * The payments port (docs/product.md §11). Our own jobs decide when a subscription renews and
 * charge through `charge`, so the billing rules (credits, suspension, promo codes, commissions)
 * live in one place whatever the provider.
 */
export interface PaymentsPort {
  readonly name: string;
  /** True when nothing is really charged (the offline adapter); shown to users as a test mode. */
  readonly isOffline: boolean;
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;
  /** Creates the provider customer if needed and saves the card; returns both ids and the card's fingerprint. */
  savePaymentMethod(request: SavePaymentMethodRequest): Promise<SavedPaymentMethod>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export class PaymentInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
