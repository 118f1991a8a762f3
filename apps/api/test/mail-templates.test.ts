import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import type { Mail } from '../src/lib/mail/mail.js';
import { renderMail, renderMailHtmlWithReact } from '../src/lib/mail/mail-render.js';
import { createSecretBox } from '../src/lib/secret-box.js';
import { apiKeyCreatedMail } from '../src/modules/api-keys/api-key-mails.js';
import {
  emailChangeConfirmationMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  emailChangedMail,
  emailNowInUseMail,
  existingAccountMail,
  passwordChangedMail,
  passwordResetMail,
  signUpConfirmationMail,
} from '../src/modules/auth/account-mails.js';
import {
  cancellationMail,
  renewalFailedMail,
  yearlyRenewalReminderMail,
} from '../src/modules/billing/billing-mails.js';
import { receiptMail } from '../src/modules/invoices/receipt-mail.js';
import { newsletterConfirmationMail } from '../src/modules/newsletter/newsletter.service.js';
import { priceChangeNotice } from '../src/modules/plans/plans-admin.service.js';
import { purchaseConfirmationMail } from '../src/modules/purchases/purchase-mails.js';
import { requestDecisionMail } from '../src/modules/refunds/refund-mails.js';
import { sellerOptOutMail } from '../src/modules/seller-opt-outs/seller-opt-out-mails.js';
import { newLeadAlertMail } from '../src/modules/saved-searches/alerts.service.js';
import { webhookDisabledMail } from '../src/modules/webhooks/deliveries.service.js';

/*
 * Every kind of mail a customer can receive (issue 17.2), rendered as the outbox renders it: the
 * plain-text part word for word where it matters, the HTML part for its links and brand, and the
 * rules every mail keeps (no name to an unconfirmed address, settings link on alerts).
 */

const APP = 'https://app.sellersignal.test';
const ctx = {
  config: {
    appUrl: APP,
    brandName: 'SellerSignal',
    supportEmail: 'help@sellersignal.test',
    company: { name: 'SellerSignal LLC', address: '100 Market St, Austin, TX 78701', taxId: null },
  },
  secrets: createSecretBox(Buffer.alloc(32, 7)),
} as unknown as Pick<AppContext, 'config' | 'secrets'> & AppContext;
const brand = {
  brandName: 'SellerSignal',
  supportEmail: 'help@sellersignal.test',
  appUrl: APP,
  companyAddress: '100 Market St, Austin, TX 78701',
};
const ana = { name: 'Ana Ruiz', email: 'ana@example.com' };
const basic = { name: 'Basic', occurrence: 'monthly', priceCents: 9_900 };
const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

async function rendered(mail: Mail) {
  const out = await renderMail(mail, brand);
  // Written from the compiled layout, exactly as React writes it (lib/mail/mail-render.ts).
  expect(out.html).toBe(await renderMailHtmlWithReact(mail, brand));
  // Every mail: both parts, the brand and the support address, a well-formed HTML document.
  expect(out.text).toContain(
    '\n--\nSellerSignal · https://app.sellersignal.test\nQuestions? Write to help@sellersignal.test.',
  );
  expect(out.text).toContain('100 Market St, Austin, TX 78701');
  expect(out.html.startsWith('<!DOCTYPE html><html dir="ltr" lang="en"')).toBe(true);
  expect(out.html).toContain('href="mailto:help@sellersignal.test"');
  expect(out.html).toContain(
    `<title>${out.subject.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}</title>`,
  );
  for (const url of out.text.match(/https?:\/\/[^\s)]+/g) ?? [])
    expect(out.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
  return out;
}

describe('the mails a customer receives', () => {
  it('confirmation: our words only, the link, how long it works', async () => {
    const mail = await rendered(signUpConfirmationMail(ctx, 'new@example.com', 'tok123'));
    expect(mail.subject).toBe('Confirm your email to finish joining SellerSignal');
    expect(mail.text).toMatch(
      /^Hello,\n\nSomeone asked to create a SellerSignal account with this email\. To finish, confirm it and choose your password:\n\nConfirm my email: https:\/\/app\.sellersignal\.test\/verify-email\?token=tok123\n\nThe link works for 48 hours\./,
    );
    expect(mail.html).toContain('>Confirm my email</span>');
  });

  it('refuses to greet an unconfirmed address by the name someone typed', async () => {
    await expect(
      renderMail(
        { ...signUpConfirmationMail(ctx, 'x@example.com', 't'), greeting: 'Hi <b>spam</b>,' },
        brand,
      ),
    ).rejects.toThrow('The verify-email mail goes to an unconfirmed address: it may not greet by name.');
    for (const mail of [
      signUpConfirmationMail(ctx, 'a@example.com', 't'),
      existingAccountMail(ctx, 'a@example.com'),
      emailChangeConfirmationMail(ctx, 'a@example.com', 't'),
      emailChangeTakenMail(ctx, 'a@example.com'),
      newsletterConfirmationMail(ctx, 'a@example.com', 't'),
    ])
      expect(mail.unconfirmed).toBe(true);
  });

  it('receipt: amounts, promo, invoice number and the link to its PDF', async () => {
    const invoice = {
      id: '8f3c2b7e-3a1d-4a7e-9b5e-2d6c1f0a9e11',
      number: '2026-000042',
      year: 2026,
      sequence: 42,
      userId: 'u',
      paymentId: 'p',
      kind: 'subscription' as const,
      description: 'Basic plan (monthly)',
      periodStart: day('2026-11-21'),
      periodEnd: day('2026-12-21'),
      subtotalCents: 9_900,
      discountCents: 4_950,
      totalCents: 4_950,
      promoCode: 'WELCOME50',
      billedName: 'Ana Ruiz',
      billedEmail: ana.email,
      billedAddress: null,
      issuedAt: day('2026-11-21'),
    };
    const mail = await rendered(receiptMail(ctx, invoice, ana));
    expect(mail.subject).toBe('Your SellerSignal receipt: $49.50 (invoice 2026-000042)');
    expect(mail.text).toContain(
      [
        'Invoice number:  2026-000042',
        'Date:            November 21, 2026',
        'For:             Basic plan (monthly)',
        'Period:          November 21, 2026 to December 21, 2026',
        'Price:           $99.00',
        'Promo WELCOME50: −$49.50',
        'Total paid:      $49.50',
      ].join('\n'),
    );
    expect(mail.text).toMatch(
      /Download the invoice \(PDF\): https:\/\/app\.sellersignal\.test\/api\/v1\/billing\/download-invoice\?id=8f3c2b7e-3a1d-4a7e-9b5e-2d6c1f0a9e11&signature=[0-9a-f]{64}/,
    );
  });

  it('purchase confirmation: the city, what was paid and what to do next', async () => {
    const mail = await rendered(
      purchaseConfirmationMail(ctx, {
        buyer: ana,
        lead: {
          city: 'Cleveland',
          state: 'OH',
          zip: '44114',
          propertyType: 'Single Family',
          reason: 'Inherited',
          sellingTimeline: 'ASAP',
        },
        leadType: 'exclusive',
        priceCents: 4_000,
      }),
    );
    expect(mail.subject).toBe('Your exclusive lead in Cleveland, OH');
    expect(mail.text).toContain('The lead is yours: a single family in Cleveland, OH 44114.');
    expect(mail.text).toContain('Paid:          $40.00 from your wallet');
    expect(mail.text).toContain('- Call the seller today');
    expect(mail.text).toContain(`Open the lead: ${APP}/purchased-leads/exclusive-leads`);
  });

  it('seller opt-out: do not contact, which lead by place only, and the law at stake', async () => {
    const lead = {
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      propertyType: 'Single Family',
      leadType: 'premium' as const,
      purchasedAt: day('2026-11-02'),
    };
    const one = await rendered(sellerOptOutMail(ctx, ana, [lead], day('2026-11-21')));
    expect(one.subject).toBe('Do not contact: the seller of your lead in Cleveland, OH opted out');
    expect(one.text).toContain(
      'On November 21, 2026 the seller of a lead you bought asked us to stop selling their number and not to be contacted.',
    );
    expect(one.text).toContain('Where:  Cleveland, OH 44114');
    expect(one.text).toContain('Bought: November 2, 2026');
    expect(one.text).toContain('$500 to $1,500 a call');
    expect(one.text).toContain(`Open Purchased Leads: ${APP}/purchased-leads/get-purchased-premium-leads`);
    const two = await rendered(
      sellerOptOutMail(
        ctx,
        ana,
        [lead, { ...lead, city: 'Akron', leadType: 'exclusive' }],
        day('2026-11-21'),
      ),
    );
    expect(two.subject).toBe('Do not contact: the seller of 2 of your leads opted out');
    expect(two.text).toContain('the seller of 2 leads you bought asked us');
    expect(two.text).toContain('Where:  Akron, OH 44114');
  });

  it('refund and replacement decisions say what was credited', async () => {
    const lead = { city: 'Dayton', state: 'OH' };
    const refund = await rendered(
      requestDecisionMail(ctx, {
        buyer: ana,
        kind: 'refund',
        lead,
        outcome: { given: 'refund', amountCents: 4_000 },
        note: null,
      }),
    );
    expect(refund.subject).toBe('Your refund request for the lead in Dayton, OH was approved');
    expect(refund.text).toContain('Credited: $40.00 to your wallet');
    const credit = await rendered(
      requestDecisionMail(ctx, {
        buyer: ana,
        kind: 'replacement',
        lead,
        outcome: { given: 'credit', validUntil: day('2026-12-21') },
        note: null,
      }),
    );
    expect(credit.text).toContain('Credited: 1 premium credit, valid until December 21, 2026');
    const swapped = await rendered(
      requestDecisionMail(ctx, {
        buyer: ana,
        kind: 'replacement',
        lead,
        outcome: { given: 'lead', city: 'Akron', state: 'OH' },
        note: null,
      }),
    );
    expect(swapped.text).toContain('Credited: A replacement lead in Akron, OH');
    const rejected = await rendered(
      requestDecisionMail(ctx, {
        buyer: ana,
        kind: 'refund',
        lead,
        outcome: { given: 'nothing' },
        note: 'The call log shows a 4-minute conversation.',
      }),
    );
    expect(rejected.subject).toBe('Your refund request for the lead in Dayton, OH was not approved');
    expect(rejected.template).toBe('request-rejected');
    expect(rejected.text).toContain('Note from our team: The call log shows a 4-minute conversation.');
  });

  it('cancellation: the date access ends and how to undo it', async () => {
    const mail = await rendered(cancellationMail(ctx, ana, basic, day('2026-12-21')));
    expect(mail.subject).toBe('Your SellerSignal membership ends on December 21, 2026');
    expect(mail.text).toContain('Access ends: December 21, 2026');
    expect(mail.text).toContain(`Resume my membership: ${APP}/billing`);
  });

  it('yearly renewal reminder: date and amount', async () => {
    const mail = await rendered(
      yearlyRenewalReminderMail(
        ctx,
        ana,
        { name: 'Pro', occurrence: 'yearly', priceCents: 199_000 },
        day('2026-12-01'),
        199_000,
      ),
    );
    expect(mail.subject).toBe('Your SellerSignal Pro plan renews on December 1, 2026');
    expect(mail.text).toContain('Amount:    $1,990.00');
  });

  it('failed payment and suspension', async () => {
    const mail = await rendered(renewalFailedMail(ctx, ana, basic, 'Your card was declined.'));
    expect(mail.subject).toBe('Your SellerSignal renewal payment failed');
    expect(mail.text).toContain(
      'We could not charge your card $99.00 for the Basic plan: Your card was declined.',
    );
    expect(mail.text).toContain('Your membership is suspended: taking new leads is paused');
  });

  it('price-change notice', async () => {
    const mail = await rendered(
      priceChangeNotice(
        ctx,
        { name: 'Basic', occurrence: 'monthly', priceCents: 9_900 } as never,
        ana,
        12_900,
        day('2027-01-01'),
      ),
    );
    expect(mail.subject).toBe('The price of your Basic plan changes on January 1, 2027');
    expect(mail.text).toContain('changes from $99.00 per month to $129.00 per month on January 1, 2027.');
  });

  it('password changed, new API key, webhook disabled', async () => {
    const changed = await rendered(
      passwordChangedMail(ctx, ana, { api_keys: 2, webhook_endpoints: 0, integrations: 0 }),
    );
    expect(changed.text).toContain('The password of your account was just changed');
    expect(changed.text).toContain('we switched off what the account had set up before: 2 API keys');
    const key = await rendered(
      apiKeyCreatedMail(ctx, ana, { name: 'Zapier', prefix: 'sk_Ab12Cd34', createdAt: day('2026-11-21') }),
    );
    expect(key.subject).toBe('A new SellerSignal API key was created');
    expect(key.text).toContain(
      'Name:        Zapier\nStarts with: sk_Ab12Cd34\nCreated:     2026-11-21 15:00 UTC',
    );
    expect(key.text).toContain(`revoke it at ${APP}/purchased-leads/api-keys`);
    const hook = await rendered(webhookDisabledMail(ctx, ana, 'https://crm.example.com/hook', 'HTTP 500'));
    expect(hook.text).toContain(
      'Your endpoint https://crm.example.com/hook failed every delivery for more than a day (HTTP 500)',
    );
  });

  it('e-mail change goes to both addresses', async () => {
    const notice = await rendered(emailChangeNoticeMail(ctx, ana, 'ana.new@example.com'));
    expect(notice.to).toBe('ana@example.com');
    expect(notice.text).toContain('Someone asked to move your account to ana.new@example.com.');
    const confirm = await rendered(emailChangeConfirmationMail(ctx, 'ana.new@example.com', 'tok'));
    expect(confirm.to).toBe('ana.new@example.com');
    const done = await rendered(
      emailChangedMail(
        ctx,
        { name: 'Ana Ruiz', oldEmail: 'ana@example.com', newEmail: 'ana.new@example.com' },
        { api_keys: 0, webhook_endpoints: 0, integrations: 0 },
      ),
    );
    expect(done.to).toBe('ana@example.com');
    expect(done.text).toContain('Your account now uses ana.new@example.com');
    const inUse = await rendered(
      emailNowInUseMail(ctx, { name: 'Ana Ruiz', newEmail: 'ana.new@example.com' }),
    );
    expect(inUse.to).toBe('ana.new@example.com');
    expect(inUse.subject).toBe('This is now your SellerSignal email');
  });

  it('password reset and the existing-account answer', async () => {
    const reset = await rendered(passwordResetMail(ctx, ana, 'r1'));
    expect(reset.text).toContain(`Choose a new password: ${APP}/reset-password?token=r1`);
    const existing = await rendered(existingAccountMail(ctx, 'ana@example.com'));
    expect(existing.text).toContain(`Sign in: ${APP}/login`);
  });

  it('alerts carry the link to turn them off, in both parts', async () => {
    const mail = await rendered(
      newLeadAlertMail(ctx, ana, 'Ohio houses', [
        {
          leadType: 'premium',
          priceCents: null,
          propertyType: 'Single Family',
          city: 'Akron',
          state: 'OH',
          zip: '44301',
          reason: 'Divorce',
          sellingTimeline: '30 days',
        },
      ]),
    );
    expect(mail.subject).toBe('1 new lead match "Ohio houses"');
    expect(mail.text).toContain('- Premium: Single Family in Akron, OH 44301 — Divorce, 30 days');
    expect(mail.text).toContain(
      `Turn this alert off in the marketplace's saved searches: ${APP}/dashboard/marketplace`,
    );
    expect(mail.html).toContain('Turn this alert off in the marketplace&#x27;s saved searches</a>');
  });
});
