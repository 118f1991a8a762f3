import { SELLER_OPT_OUT_CODE_SENT, SELLER_OPT_OUT_DONE } from '@app/shared';
import { Island } from '../components/island';
import { site } from '../config/site';
import { OptOutExplainer, WhoWeAre } from '../features/seller-opt-outs/seller-opt-out-explainer';
import { SellerOptOutForm } from '../features/seller-opt-outs/seller-opt-out-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Stop us selling your number',
    description: `Homeowners: take your phone number out of the leads ${site.name} sells to real-estate investors. Confirm with a texted code; investors who bought it are told not to contact you.`,
  });

/** Issue 19.1: a seller takes their number out of our data (docs/product.md §14, Seller opt-out). */
export default function PrivacySellersPage() {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Stop us selling your number
        </h1>
        <WhoWeAre />
        <section
          aria-label="Opt out"
          className="mt-10 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
        >
          <Island
            name="seller-opt-out-form"
            component={SellerOptOutForm}
            props={{ codeSentText: SELLER_OPT_OUT_CODE_SENT, doneText: SELLER_OPT_OUT_DONE }}
          />
        </section>
        <OptOutExplainer />
      </div>
    </main>
  );
}
