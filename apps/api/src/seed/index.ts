import { count, eq, sql } from 'drizzle-orm';
import { generateApiKey } from '../lib/api-key-tokens.js';
import { sha256, randomToken } from '../lib/crypto.js';
import { DAY_MS, addMonths } from '../lib/time.js';
import { hashPassword } from '../lib/passwords.js';
import type { Database } from '../db/client.js';
import {
  affiliates,
  apiKeys,
  leadPurchases,
  leads,
  newsletterSubscribers,
  offlinePaymentMethods,
  plans,
  premiumCreditGrants,
  promoCodes,
  subscriptions,
  users,
  walletEntries,
  wallets,
} from '../db/schema/index.js';
import { buildSeedLeads } from './leads.seed.js';
import { SEED_CREDIT_PACKS, SEED_PLANS } from './plans.seed.js';
import { createRandom } from './random.js';

export interface SeedOptions {
  now: Date;
  leadCount?: number;
  /** Fixed credentials for tests; random ones (printed once) otherwise. */
  demoPassword?: string;
  adminPassword?: string;
  demoApiKey?: string;
}

export interface SeedResult {
  demoEmail: string;
  demoPassword: string;
  adminEmail: string;
  adminPassword: string;
  demoApiKey: string;
  leadCount: number;
}

export const DEMO_EMAIL = 'demo@sellersignal.io';
export const ADMIN_EMAIL = 'admin@sellersignal.io';

/** Plans and the promo code: the catalogue the product cannot sell without. Idempotent. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(plans).values(SEED_PLANS).onConflictDoNothing();
  for (const pack of SEED_CREDIT_PACKS) {
    await db.execute(sql`insert into credit_packs (plan_id, credits, price_cents)
      select p.id, ${pack.credits}, ${pack.priceCents} from plans p
      where p.package_key = ${pack.packageKey} and p.price_cents > 0
        and not exists (select 1 from credit_packs c where c.plan_id = p.id)`);
  }
  await db.insert(promoCodes).values({ code: 'WELCOME50', percentOff: 50 }).onConflictDoNothing();
}

/**
 * Demo data on the first start of an empty database (no leads and no users yet): deterministic
 * leads, a demo customer with a subscription, purchases and wallet history, and an admin.
 * Returns null when the database already holds data.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult | null> {
  const [{ value: userCount }] = (await db.select({ value: count() }).from(users)) as [{ value: number }];
  const [{ value: leadTotal }] = (await db.select({ value: count() }).from(leads)) as [{ value: number }];
  if (Number(userCount) > 0 || Number(leadTotal) > 0) return null;

  const now = options.now;
  const random = createRandom(20261121);
  const demoPassword = options.demoPassword ?? randomToken(12);
  const adminPassword = options.adminPassword ?? randomToken(12);
  const apiKey = options.demoApiKey
    ? {
        key: options.demoApiKey,
        prefix: options.demoApiKey.slice(0, 11),
        keyHash: sha256(options.demoApiKey),
      }
    : generateApiKey();
  const leadRows = buildSeedLeads(random, options.leadCount ?? 2000, now);

  await db.transaction(async (tx) => {
    for (let i = 0; i < leadRows.length; i += 500) {
      await tx.insert(leads).values(leadRows.slice(i, i + 500));
    }
    const [basic] = await tx
      .select()
      .from(plans)
      .where(sql`${plans.packageKey} = 'basic' and ${plans.occurrence} = 'monthly'`);
    const [demo, admin] = await tx
      .insert(users)
      .values([
        {
          name: 'Dana Whitfield',
          email: DEMO_EMAIL,
          passwordHash: await hashPassword(demoPassword),
          isAdultConfirmedAt: now,
          termsAcceptedAt: now,
          stripeCustomerId: 'cus_offline_demo',
          paymentMethodId: 'pm_offline_demo_visa',
        },
        {
          name: 'Operations Admin',
          email: ADMIN_EMAIL,
          passwordHash: await hashPassword(adminPassword),
          role: 'admin',
          isAdultConfirmedAt: now,
          termsAcceptedAt: now,
        },
      ])
      .returning();
    await tx.insert(wallets).values([{ userId: demo!.id }, { userId: admin!.id }]);
    await tx.insert(offlinePaymentMethods).values({
      id: 'pm_offline_demo_visa',
      customerId: 'cus_offline_demo',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const periodStart = new Date(now.getTime() - 5 * DAY_MS);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: demo!.id,
        planId: basic!.id,
        currentPeriodStart: periodStart,
        currentPeriodEnd: addMonths(periodStart, 1),
      })
      .returning();

    // Two premium leads taken with credits and one exclusive lead bought from the wallet.
    const premium = await tx
      .select()
      .from(leads)
      .where(sql`${leads.leadType} = 'premium' and ${leads.buyersCount} = 0`)
      .limit(2);
    // Credits used match the leads taken, also when a small seed has fewer than two to take.
    const [grant] = await tx
      .insert(premiumCreditGrants)
      .values({
        userId: demo!.id,
        subscriptionId: subscription!.id,
        credits: basic!.premiumCreditsPerMonth,
        creditsUsed: premium.length,
        periodStart,
        periodEnd: addMonths(periodStart, 1),
      })
      .returning();
    const [exclusive] = await tx
      .select()
      .from(leads)
      .where(sql`${leads.leadType} = 'exclusive'`)
      .limit(1);
    for (const [i, lead] of premium.entries()) {
      await tx.insert(leadPurchases).values({
        leadId: lead.id,
        userId: demo!.id,
        leadType: 'premium',
        priceCents: 0,
        creditGrantId: grant!.id,
        createdAt: new Date(now.getTime() - (3 - i) * DAY_MS),
      });
      await tx.update(leads).set({ buyersCount: 1 }).where(eq(leads.id, lead.id));
    }
    const topUp = 25_000;
    const reward = 2_500;
    await tx.insert(walletEntries).values([
      {
        userId: demo!.id,
        kind: 'topup',
        amountCents: topUp,
        description: 'Wallet top-up (offline test card)',
        createdAt: new Date(now.getTime() - 4 * DAY_MS),
      },
      {
        userId: demo!.id,
        kind: 'reward',
        amountCents: reward,
        description: 'Giveaway reward',
        eventName: 'Fall Investor Giveaway 2026',
        createdAt: new Date(now.getTime() - 3 * DAY_MS),
      },
    ]);
    let balance = topUp + reward;
    if (exclusive) {
      const [purchase] = await tx
        .insert(leadPurchases)
        .values({
          leadId: exclusive.id,
          userId: demo!.id,
          leadType: 'exclusive',
          priceCents: exclusive.priceCents!,
          createdAt: new Date(now.getTime() - DAY_MS),
        })
        .returning();
      await tx.update(leads).set({ buyersCount: 1, status: 'sold_out' }).where(eq(leads.id, exclusive.id));
      await tx.insert(walletEntries).values({
        userId: demo!.id,
        kind: 'purchase',
        amountCents: -exclusive.priceCents!,
        description: `Exclusive lead in ${exclusive.city}, ${exclusive.state}`,
        leadPurchaseId: purchase!.id,
        createdAt: new Date(now.getTime() - DAY_MS),
      });
      balance -= exclusive.priceCents!;
    }
    await tx.update(wallets).set({ balanceCents: balance }).where(eq(wallets.userId, demo!.id));
    await tx
      .insert(apiKeys)
      .values({ userId: demo!.id, name: 'Demo key', prefix: apiKey.prefix, keyHash: apiKey.keyHash });
    await tx.insert(affiliates).values([
      {
        name: 'Marcus Bell',
        email: 'marcus.bell@example.com',
        referralCode: 'MARCUSB7',
        status: 'active',
        notes: 'Runs a wholesaling meetup in Houston.',
      },
      { name: 'Priya Raman', email: 'priya.raman@example.com', referralCode: 'PRIYAR4', status: 'contacted' },
    ]);
    await tx
      .insert(newsletterSubscribers)
      .values([{ email: DEMO_EMAIL }, { email: 'investor.news@example.com' }]);
  });

  return {
    demoEmail: DEMO_EMAIL,
    demoPassword,
    adminEmail: ADMIN_EMAIL,
    adminPassword,
    demoApiKey: apiKey.key,
    leadCount: leadRows.length,
  };
}
