import { Link } from 'react-router';
import { appHref, site } from '../../config/site';

/** The two calls to action of every lead page: sign up, or compare the plans first. */
interface LeadCtaButtonsProps {
  primaryLabel: string;
  tone?: 'dark' | 'light';
  isCentered?: boolean;
}

export function LeadCtaButtons({ primaryLabel, tone = 'dark', isCentered = false }: LeadCtaButtonsProps) {
  const secondary =
    tone === 'dark'
      ? 'border-white/70 text-white hover:bg-white/10'
      : 'border-brand-600 text-brand-700 hover:bg-brand-50';
  return (
    <div className={`flex flex-wrap gap-3 ${isCentered ? 'justify-center' : ''}`}>
      <a
        href={appHref('/sign-up')}
        className="rounded-lg bg-accent px-6 py-3 font-bold text-ink shadow hover:brightness-95"
      >
        {primaryLabel}
      </a>
      <Link to="/#pricing" className={`rounded-lg border-2 px-6 py-3 font-bold ${secondary}`}>
        See pricing
      </Link>
    </div>
  );
}

export function LeadClosingCta({
  title,
  text,
  primaryLabel,
}: {
  title: string;
  text: string;
  primaryLabel: string;
}) {
  return (
    <section aria-labelledby="lead-cta-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="lead-cta-title" className="text-3xl font-extrabold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-8">
          <LeadCtaButtons primaryLabel={primaryLabel} isCentered />
        </div>
        <p className="mt-6 text-sm text-brand-100">
          New member? Use code <strong className="font-mono text-white">{site.promoCode}</strong> for 50% off
          your first month.
        </p>
      </div>
    </section>
  );
}
