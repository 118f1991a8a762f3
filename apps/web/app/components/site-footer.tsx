import { Link } from 'react-router';
import { site } from '../config/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-2 text-sm">{site.tagline}.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            <li><Link to="/faq">FAQ</Link></li>
            <li><Link to="/terms-and-conditions">Terms and conditions</Link></li>
            <li><Link to="/privacy-policy">Privacy policy</Link></li>
            <li><Link to="/refund">Refund policy</Link></li>
            <li><Link to="/docs">API documentation</Link></li>
            <li><Link to="/affiliate">Affiliate program</Link></li>
          </ul>
        </nav>
        <p className="text-sm">
          Questions? <a className="underline" href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
      </div>
    </footer>
  );
}
