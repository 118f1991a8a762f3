import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { offlinePaymentMethods } from '../db/schema/index.js';
import type { PaymentsPort } from './payments.js';

/**
 * The offline payment adapter, used by default: it charges nothing, and every card it holds is
 * reported with is_test = true so the interface can label it as a test card.
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
  };
}
