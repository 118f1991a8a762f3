import { useId, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { appHref } from '../config/site';
import { useModalDialog } from '../lib/use-modal-dialog';
import { BrandLogo } from './brand-logo';
import { NavLinks } from './nav-links';
import { SocialLinks } from './social-links';
import { StrokeIcon } from './stroke-icon';

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * docs/product.md §2.2: on small screens a hamburger menu with a close button and a Login button. Its
 * content is rendered when it is first opened: the prerendered page leaves it out, so the header
 * island hydrates half as much (decision 013); its links are the header's and the footer's too.
 */
export function MobileMenu({ isOpen, onClose, menuButtonRef }: MobileMenuProps) {
  const dialogRef = useModalDialog(isOpen, onClose, menuButtonRef);
  const titleId = useId();
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-labelledby={titleId}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 lg:hidden"
    >
      <h2 id={titleId} className="sr-only">
        Menu
      </h2>
      {wasOpened && <MobileMenuContent onClose={onClose} />}
    </dialog>
  );
}

function MobileMenuContent({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex h-full flex-col px-5 pb-8 pt-4">
      <div className="flex items-center justify-between">
        <BrandLogo />
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
          aria-label="Close menu"
        >
          <StrokeIcon path="M6 6l12 12M18 6 6 18" />
        </button>
      </div>
      <nav aria-label="Mobile" className="mt-8">
        <NavLinks
          onNavigate={onClose}
          listClassName="divide-y divide-slate-100 border-y border-slate-100"
          linkClassName="block py-4 text-lg font-semibold text-ink hover:text-brand-700 aria-[current]:text-brand-700"
        />
      </nav>
      <div className="mt-8 grid gap-3">
        <Link
          to="/marketplace"
          onClick={onClose}
          className="rounded-xl border-2 border-slate-300 px-4 py-3 text-center font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
        >
          Browse leads for sale
        </Link>
        <a
          href={appHref('/login')}
          className="rounded-xl bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          Login
        </a>
        <a
          href={appHref('/sign-up')}
          className="rounded-xl border-2 border-brand-600 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50"
        >
          Sign up — start for $99
        </a>
      </div>
      <SocialLinks className="mt-auto justify-center pt-8" linkClassName="text-brand-700 hover:bg-brand-50" />
    </div>
  );
}
