import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useMouseFollow } from '../../lib/use-mouse-follow';
import { WEBINAR_HEADLINE, WEBINAR_SUBLINE } from './webinar-content';
import { WEBINAR_DATE_LABEL, WEBINAR_STARTS_AT } from './webinar-schedule';
import { WEBINAR_STATUS_ATTRIBUTE } from './use-is-webinar-past';

/** Decorative 'Get Started' bubble that trails the mouse over the headline (docs/product.md §2.11). */
function FollowBubble({
  isInside,
  bubbleRef,
}: {
  isInside: boolean;
  bubbleRef: RefObject<HTMLSpanElement | null>;
}) {
  return (
    <span
      ref={bubbleRef}
      aria-hidden="true"
      data-testid="follow-bubble"
      className={`pointer-events-none absolute left-0 top-0 z-10 transition-opacity duration-200 ${isInside ? 'opacity-100' : 'opacity-0'}`}
    >
      <span className="block -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full bg-accent px-5 py-2.5 text-sm font-bold text-ink shadow-xl">
        Get Started
      </span>
    </span>
  );
}

export function WebinarHero({ isPast }: { isPast: boolean }) {
  const { areaRef, followerRef, isEnabled, isInside } = useMouseFollow<HTMLDivElement, HTMLSpanElement>();
  return (
    <section
      aria-labelledby="webinar-title"
      {...{ [WEBINAR_STATUS_ATTRIBUTE]: String(isPast) }}
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -left-40 top-10 size-[30rem] rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <p className="inline-flex flex-wrap items-center justify-center gap-x-2 rounded-2xl bg-white/10 sm:rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-white/20">
          <span
            className={`size-2 rounded-full ${isPast ? 'bg-slate-300' : 'bg-accent'}`}
            aria-hidden="true"
          />
          {isPast ? 'Live session held on ' : 'Live on '}
          <time dateTime={WEBINAR_STARTS_AT}>{WEBINAR_DATE_LABEL}</time>
        </p>
        <div ref={areaRef} className="relative mt-6">
          <h1
            id="webinar-title"
            className="text-balance text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl"
          >
            {WEBINAR_HEADLINE}
          </h1>
          {isEnabled && <FollowBubble isInside={isInside} bubbleRef={followerRef} />}
        </div>
        <p className="mt-5 text-sm font-bold tracking-[0.2em] text-accent sm:text-base">{WEBINAR_SUBLINE}</p>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
          {isPast
            ? `The live session took place on ${WEBINAR_DATE_LABEL}. The training is still free: ask for the recording below and watch it at your own pace.`
            : 'One evening, one clear plan: how to find a motivated seller, agree on a price and assign the contract for your first $10,000.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href="#webinar-access"
            className="rounded-lg bg-accent px-7 py-3 font-bold text-ink shadow hover:brightness-95"
          >
            Free Training
          </a>
          <Link
            to="/"
            className="rounded-lg border-2 border-white/70 px-7 py-3 font-bold text-white hover:bg-white/10"
          >
            Explore Services
          </Link>
        </div>
      </div>
    </section>
  );
}
