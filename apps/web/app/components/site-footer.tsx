import { Link } from 'react-router';
import { LIMITS } from '@app/shared';
import { site } from '../config/site';
import { LogoMark } from './brand-logo';
import { SocialLinks } from './social-links';

interface FooterLink {
  to: string;
  label: string;
}

/** Every public page of docs/product.md §2.1, grouped the way a visitor looks for them. */
const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Leads',
    links: [
      { to: '/premiumleads', label: 'Premium Leads' },
      { to: '/exclusiveleads', label: 'Exclusive Leads' },
      { to: '/plans', label: 'Plans & pricing' },
      { to: '/lead-quality', label: 'Lead quality by state' },
      { to: '/landing-page', label: 'Why investors choose us' },
      { to: '/webinar', label: 'Free webinar' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/docs', label: 'Webhook API documentation' },
      { to: '/affiliate', label: 'Affiliate program' },
      { to: '/affiliate-signup', label: 'Become an affiliate' },
      { to: '/unsubscribe', label: 'Newsletter unsubscribe' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/privacy/sellers', label: 'Homeowners: stop the sale of your number' },
      { to: '/refund', label: 'Refund policy' },
    ],
  },
];

const linkClass = 'rounded text-brand-100 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight text-white"
          >
            <LogoMark />
            {site.name}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Motivated-seller leads for real-estate investors, wholesalers and agents — qualified before
            upload, published every day before 10 AM Central and ready for your CRM. Start for $99 with 25
            leads.
          </p>
          <p className="mt-4 text-sm">
            Questions? Write to{' '}
            <a
              className="font-semibold text-white underline underline-offset-4 hover:text-accent"
              href={`mailto:${site.supportEmail}`}
            >
              {site.supportEmail}
            </a>
          </p>
          <SocialLinks
            className="-ml-2 mt-5"
            linkClassName="text-brand-100 hover:bg-white/10 hover:text-white"
          />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:px-6 md:flex-row md:items-center md:justify-between">
          {/* The year is worked out when the page renders, so the prerendered HTML may lag on New Year's Day. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <p>
            Members must be {LIMITS.minimumAge} or older. All fees are in USD. Memberships renew automatically
            until cancelled.
          </p>
        </div>
      </div>
    </footer>
  );
}
