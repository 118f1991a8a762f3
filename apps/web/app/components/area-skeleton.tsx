import type { AreaTone } from './area-tones';
import { LogoMark } from './brand-logo';
import { Skeleton } from './skeleton';
import { site } from '../config/site';

interface AreaSkeletonProps {
  /** Said to a screen reader while the area loads, e.g. "Loading your account". */
  label: string;
  tone: AreaTone;
}

/** The logo as the frame draws it, without a link: nothing works yet. */
function FrameLogo() {
  return (
    <span className="inline-flex items-center gap-2.5 text-lg font-extrabold tracking-tight text-white">
      <LogoMark className="h-8 w-8" />
      {site.name}
    </span>
  );
}

/**
 * The signed-in areas' frame while they load (issue 24.1): the sidebar on desktop and the bar on
 * phones with the logo where SideNavFrame draws them, the page header's place and grey blocks for
 * the content. It is in the single-page app's HTML, so the frame is painted with the first bytes
 * instead of a bare "Loading...", and the areas' layouts show it again while the session loads.
 */
export function AreaSkeleton({ label, tone }: AreaSkeletonProps) {
  return (
    <div className={`min-h-screen ${tone.page} lg:flex`} role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={`hidden w-64 shrink-0 px-4 py-6 ${tone.bar} lg:block`}>
        <FrameLogo />
      </div>
      <div className="min-w-0 flex-1">
        <div className={`flex h-14 items-center px-4 ${tone.bar} lg:hidden`}>
          <FrameLogo />
        </div>
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 lg:px-8 lg:py-5">
            <Skeleton className="h-8 w-56 sm:h-9" />
          </div>
        </div>
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
          <Skeleton className="h-64" />
        </div>
      </div>
    </div>
  );
}
