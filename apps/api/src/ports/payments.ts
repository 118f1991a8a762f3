import type { PaymentMethod } from '@app/shared';

/** The payments port (DESIGN.md section 2); the Stripe adapter and checkout flows come with billing. */
export interface PaymentsPort {
  readonly name: string;
  /** True when nothing is really charged (the offline adapter); shown to users as a test mode. */
  readonly isOffline: boolean;
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;
}
