import { Island } from '../components/island';
import { UI_TEXT } from '@app/shared';
import { site } from '../config/site';
import { UnsubscribeForm } from '../features/newsletter/unsubscribe-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Unsubscribe from the newsletter',
    description: `Stop receiving the ${site.name} newsletter: enter your email address and you are off the list at once. You can subscribe again with one click.`,
  });

/** The newsletter unsubscribe page (docs/product.md §2.7). */
export default function UnsubscribePage() {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {UI_TEXT.unsubscribeTitle}
        </h1>
        <p className="mx-auto mt-4 max-w-lg text-center text-lg text-slate-700">
          Our newsletter brings new-lead market updates, webinar invitations and wholesaling tips. If it no
          longer helps your business, enter the address it reaches and we will stop sending it.
        </p>
        <section
          aria-label="Unsubscribe form"
          className="mt-10 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
        >
          <Island name="unsubscribe-form" component={UnsubscribeForm} />
        </section>
        <div className="mt-8 space-y-3 text-sm text-slate-700">
          <p>
            Unsubscribing stops the newsletter only. If you are a member, receipts, renewal notices and the
            lead alerts you switched on keep arriving; you change those in your account.
          </p>
          <p>
            Still getting emails after a few days? Write to{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>{' '}
            and we will remove you by hand.
          </p>
        </div>
      </div>
    </main>
  );
}
