import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, outboxMessages, payments } from '../../db/schema/index.js';
import { settleSucceededPayment } from '../payments/index.js';
import { adminHeaders, createCustomer, useTestApp } from '../../../test/helpers.js';
import { get, post, saveCard, signUpByLink, subscribe, topUp, CARDS } from '../../../test/money-helpers.js';
import { pdfText } from '../../../test/pdf-text.js';

const t = useTestApp({ leadCount: 10 });

const receiptsOf = (email: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'receipt')))
    .orderBy(asc(outboxMessages.createdAt));

async function openPdf(url: string) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ url: `${pathname}${search}` });
}

describe('invoices and receipts', () => {
  it('gives a subscription with a promo an invoice, a receipt that links to it and a PDF that says it all', async () => {
    const member = await signUpByLink(t, 'invoice-sub@example.com');
    await saveCard(t, member, CARDS.visa);
    const subscribed = await subscribe(t, member, { plan: 'Basic', promo: 'WELCOME50' });
    expect(subscribed.statusCode).toBe(200);
    const firstPayment = subscribed.json().result.first_payment;

    const billing = (await get(t, 'billing/get-billing', member.headers)).json().result;
    const invoice = billing.payments[0].invoice;
    expect(invoice.number).toMatch(/^2026-\d{6}$/);
    expect(invoice.pdf_url).toMatch(
      /^http:\/\/localhost:3001\/api\/v1\/billing\/download-invoice\?id=[0-9a-f-]{36}&signature=[0-9a-f]{64}$/,
    );

    const [receipt] = await receiptsOf('invoice-sub@example.com');
    expect(receipt!.subject).toBe(
      `Your SellerSignal receipt: $${firstPayment.charged.toFixed(2)} (invoice ${invoice.number})`,
    );
    expect(receipt!.body).toContain(`Invoice number:  ${invoice.number}`);
    expect(receipt!.body).toMatch(/Promo WELCOME50: +−\$\d+\.\d{2}/);
    expect(receipt!.body).toContain(`Total paid:      $${firstPayment.charged.toFixed(2)}`);
    expect(receipt!.body).toContain(`Download the invoice (PDF): ${invoice.pdf_url}`);
    expect(receipt!.html).toContain(`href="${invoice.pdf_url.replaceAll('&', '&amp;')}"`);

    const pdf = await openPdf(invoice.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Number ${invoice.number}`);
    expect(text).toContain('SellerSignal'); // the company, from configuration
    expect(text).toContain('Billed to Abuse Tester');
    expect(text).toContain('invoice-sub@example.com');
    expect(text).toContain('Basic plan (monthly)');
    expect(text).toContain('Promo WELCOME50');
    expect(text).toContain(`Total paid $${firstPayment.charged.toFixed(2)}`);
  });

  it('answers a link with a wrong signature as a missing invoice, and a malformed one with 400', async () => {
    const [row] = await t.ctx.db.select().from(invoices).limit(1);
    const forged = await t.app.inject({
      url: `/api/v1/billing/download-invoice?id=${row!.id}&signature=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().detail).toBe('No invoice has this link. Open it again from Billing.');
    const malformed = await t.app.inject({ url: `/api/v1/billing/download-invoice?id=nope&signature=x` });
    expect(malformed.statusCode).toBe(400);
  });

  it('prints the billing name and address set in Billing on later invoices, never changing earlier ones', async () => {
    const member = await signUpByLink(t, 'invoice-topup@example.com');
    await saveCard(t, member, CARDS.mastercard);
    await topUp(t, member, 100);
    const tooLong = await post(t, 'billing/update-billing-details', member.headers, {
      billing_name: 'Acme Homes LLC',
      billing_address: 'a\nb\nc\nd\ne\nf\ng',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toEqual({
      path: 'body.billing_address',
      message: 'Postal address may have at most 6 lines',
    });
    const saved = await post(t, 'billing/update-billing-details', member.headers, {
      billing_name: '  Acme Homes LLC ',
      billing_address: '1200 Main St, Suite 4\nCleveland, OH 44114',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.billing_details).toEqual({
      billing_name: 'Acme Homes LLC',
      billing_address: '1200 Main St, Suite 4\nCleveland, OH 44114',
    });
    await topUp(t, member, 50);

    const [later, earlier] = (await get(t, 'billing/get-billing', member.headers)).json().result.payments;
    const laterText = await pdfText((await openPdf(later.invoice.pdf_url)).rawPayload);
    expect(laterText).toContain('Billed to Acme Homes LLC 1200 Main St, Suite 4 Cleveland, OH 44114');
    expect(laterText).toContain('Wallet top-up');
    expect(laterText).toContain('Total paid $50.00');
    const earlierText = await pdfText((await openPdf(earlier.invoice.pdf_url)).rawPayload);
    expect(earlierText).toContain('Billed to Abuse Tester');
    expect(earlierText).toContain('Total paid $100.00');
    // Numbers follow each other.
    const [a, b] = [earlier.invoice.number, later.invoice.number].map((n: string) => Number(n.slice(5)));
    expect(b).toBe(a! + 1);
    expect(await receiptsOf('invoice-topup@example.com')).toHaveLength(2);
  });

  it('lists every invoice for the team, newest first, searchable by number and e-mail', async () => {
    const headers = await adminHeaders(t);
    const all = (await get(t, 'admin/get-invoices', headers)).json();
    expect(all.result.length).toBeGreaterThanOrEqual(3);
    const numbers = all.result.map((i: { number: string }) => i.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const found = (await get(t, 'admin/get-invoices?search=invoice-topup', headers)).json().result;
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({
      billed_name: 'Acme Homes LLC',
      total: 50,
      description: 'Wallet top-up',
    });
    const byNumber = (await get(t, `admin/get-invoices?search=${numbers[0]}`, headers)).json().result;
    expect(byNumber.map((i: { number: string }) => i.number)).toEqual([numbers[0]]);
    const member = await signUpByLink(t, 'not-staff@example.com');
    expect((await get(t, 'admin/get-invoices', member.headers)).statusCode).toBe(403);
  });

  it(
    'numbers 100 charges settling at once with no gap and no repeat, and a rolled-back charge keeps no number',
    { timeout: 120_000 },
    async () => {
      const { user } = await createCustomer(t.ctx, { email: 'many-charges@example.com' });
      const pending = await t.ctx.db
        .insert(payments)
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            userId: user.id,
            kind: 'topup' as const,
            amountCents: 1_000 + i,
            status: 'pending' as const,
            provider: 'offline',
          })),
        )
        .returning({ id: payments.id });
      const [before] = await t.ctx.db
        .select({ sequence: invoices.sequence })
        .from(invoices)
        .orderBy(desc(invoices.sequence))
        .limit(1);
      const now = t.clock.now();
      const outcomes = await Promise.allSettled(
        pending.map(({ id }, i) =>
          t.ctx.db.transaction(async (tx) => {
            await settleSucceededPayment(t.ctx, tx, id, `pi_${i}`, now, { description: 'Wallet top-up' });
            // Every tenth charge fails after taking its number: its transaction rolls back.
            if (i % 10 === 9) throw new Error('rolled back');
          }),
        ),
      );
      const reasons = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [String((o.reason as Error).message)] : [],
      );
      expect(reasons).toEqual(Array.from({ length: 10 }, () => 'rolled back'));
      const issued = await t.ctx.db
        .select()
        .from(invoices)
        .where(
          inArray(
            invoices.paymentId,
            pending.map((p) => p.id),
          ),
        )
        .orderBy(asc(invoices.sequence));
      expect(issued).toHaveLength(90);
      const first = (before?.sequence ?? 0) + 1;
      expect(issued.map((i) => i.sequence)).toEqual(Array.from({ length: 90 }, (_, i) => first + i));
      expect(new Set(issued.map((i) => i.number)).size).toBe(90);
      const rolledBack = pending.filter((_, i) => i % 10 === 9).map((p) => p.id);
      expect(issued.some((i) => rolledBack.includes(i.paymentId))).toBe(false);
    },
  );
});
