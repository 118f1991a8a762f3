import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { offlinePaymentMethods } from '../db/schema/index.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { PaymentInputError, type PaymentsPort } from './payments.js';

/** Test cards of the offline adapter, the same numbers Stripe's test mode uses. */
const TEST_CARDS: Record<string, { brand: string; declines: boolean }> = {
  '4242424242424242': { brand: 'visa', declines: false },
  '5555555555554444': { brand: 'mastercard', declines: false },
  '4000056655665556': { brand: 'visa', declines: false },
  '5200828282828210': { brand: 'mastercard', declines: false },
  '6011111111111117': { brand: 'discover', declines: false },
  '4000001240000000': { brand: 'visa', declines: false },
  '4000008260000000': { brand: 'visa', declines: false },
  '4000000400000008': { brand: 'visa', declines: false },
  '4000000560000004': { brand: 'visa', declines: false },
  '4000000000000002': { brand: 'visa', declines: true },
};

/** Like Stripe's card.fingerprint: the same number gives the same value, and the number cannot be read from it. */
const fingerprintOf = (cardNumber: string) =>
  `fp_offline_${sha256(`offline-card:${cardNumber}`).slice(0, 16)}`;

/**
 * The offline payment adapter, used by default: it charges nothing, and every card it holds is
 * reported with is_test = true so the interface can label it as a test card. A card ending in
 * 0002 is declined on every charge, so the failure paths can be tried too.
 */
export function createOfflinePayments(db: Database): PaymentsPort {
  return {
    name: 'offline',
    isOffline: true,
    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(offlinePaymentMethods)
        .where(eq(offlinePaymentMethods.customerId, customerId))
        .orderBy(offlinePaymentMethods.createdAt);
      return rows.map((row) => ({
        id: row.id,
        brand: row.brand,
        last4: row.last4,
        exp_month: row.expMonth,
        exp_year: row.expYear,
        is_test: true,
      }));
    },
    async savePaymentMethod(request) {
      const card = request.testCard;
      if (!card) throw new PaymentInputError('test_card_number', 'In test mode, enter a test card number');
      const known = TEST_CARDS[card.number];
      if (!known) {
        throw new PaymentInputError(
          'test_card_number',
          'Test mode accepts only test cards, e.g. 4242 4242 4242 4242',
        );
      }
      const customerId = request.customerId ?? `cus_offline_${randomToken(9).replace(/[^A-Za-z0-9]/g, 'x')}`;
      const id = `pm_offline_${randomToken(9).replace(/[^A-Za-z0-9]/g, 'x')}`;
      await db.insert(offlinePaymentMethods).values({
        id,
        customerId,
        brand: known.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      });
      return { customerId, paymentMethodId: id, fingerprint: fingerprintOf(card.number) };
    },
    async charge(request) {
      const [card] = await db
        .select()
        .from(offlinePaymentMethods)
        .where(
          and(
            eq(offlinePaymentMethods.id, request.paymentMethodId),
            eq(offlinePaymentMethods.customerId, request.customerId),
          ),
        );
      if (!card)
        return {
          status: 'failed',
          providerPaymentId: null,
          failureReason: 'No card on file.',
          clientSecret: null,
        };
      if (card.last4 === '0002') {
        return {
          status: 'failed',
          providerPaymentId: null,
          failureReason: 'Your card was declined.',
          clientSecret: null,
        };
      }
      return {
        status: 'succeeded',
        providerPaymentId: `pi_offline_${randomToken(12).replace(/[^A-Za-z0-9]/g, 'x')}`,
        failureReason: null,
        clientSecret: null,
      };
    },
  };
}
