import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated';

interface VideoPosterCardProps {
  /** Who or what the video is about; names the play button and the player. */
  title: string;
  /** Full video URL, or null when no video storage is configured: the poster then stays. */
  src: string | null;
  /** Tailwind background classes of the poster (a gradient). */
  posterClassName: string;
  /** The poster's content: the quote, the name, a title... */
  children: ReactNode;
  aspectClassName?: string;
  /** Where the play button sits: the corner leaves a quote readable, the centre suits a title card. */
  playButtonPosition?: 'corner' | 'center';
}

/**
 * A video that costs nothing until it is asked for: a styled poster first, and only after a
 * click on play a <video preload="none"> from the configured storage (docs/product.md §12:
 * nothing may need the internet to render). Without a URL there is no play button at all, so
 * a visitor never meets a broken player.
 */
export function VideoPosterCard({
  title,
  src,
  posterClassName,
  children,
  aspectClassName = 'aspect-[4/5]',
  playButtonPosition = 'corner',
}: VideoPosterCardProps) {
  const [isPlaying, setIsPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const isHydrated = useIsHydrated();

  useEffect(() => {
    // The click on play is the user's gesture, so starting playback right away is allowed.
    if (isPlaying) videoRef.current?.play().catch(() => undefined);
  }, [isPlaying]);

  if (isPlaying && src) {
    return (
      <div className={`overflow-hidden rounded-2xl bg-ink shadow-lg ${aspectClassName}`}>
        <video
          ref={videoRef}
          controls
          preload="none"
          src={src}
          aria-label={title}
          className="h-full w-full object-cover"
        >
          <a href={src}>Download the video: {title}</a>
        </video>
      </div>
    );
  }

  return (
    <div
      className={`relative flex flex-col overflow-hidden rounded-2xl p-6 shadow-lg ${posterClassName} ${aspectClassName}`}
    >
      {children}
      {src && (
        <button
          type="button"
          onClick={() => setIsPlaying(true)}
          disabled={!isHydrated}
          className={`absolute ${playButtonPosition === 'corner' ? 'right-4 top-4' : 'left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2'} inline-flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-xl ring-4 ring-white/30 transition-transform hover:scale-105`}
          aria-label={`Play video: ${title}`}
        >
          <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6" aria-hidden="true" fill="currentColor">
            <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
          </svg>
        </button>
      )}
    </div>
  );
}
