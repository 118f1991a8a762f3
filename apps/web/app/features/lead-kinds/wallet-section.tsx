import { LeadIcon, type LeadIconName } from './lead-icons';

/** docs/product.md §1: funds added to the wallet buy exclusive leads; rewards come from giveaways and special events. */
const STEPS: readonly { icon: LeadIconName; title: string; desc: string }[] = [
  {
    icon: 'wallet',
    title: 'Add funds',
    desc: 'Top up your wallet from the billing section of your dashboard. Your balance is always visible.',
  },
  {
    icon: 'bolt',
    title: 'Buy first',
    desc: 'Browse Exclusive Leads by city, property type and timeline, and buy the one you want before anyone else does.',
  },
  {
    icon: 'check',
    title: 'It is yours alone',
    desc: 'The lead leaves the marketplace for everyone else and its full details appear in your purchased leads.',
  },
  {
    icon: 'tag',
    title: 'Rewards and refunds',
    desc: 'Wallet rewards from giveaways and special events, and approved refunds, land in the same wallet.',
  },
];

export function WalletSection() {
  return (
    <section aria-labelledby="wallet-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="wallet-title" className="text-center text-3xl font-extrabold tracking-tight text-brand-900">
          Paid from your wallet
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Exclusive Leads are not part of a subscription. You buy each one with funds from your wallet, so you
          only pay for the sellers you want.
        </p>
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span
                className="absolute right-5 top-5 text-3xl font-extrabold text-slate-200"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="grid size-11 place-items-center rounded-xl bg-ink text-white">
                <LeadIcon name={step.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.desc}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
