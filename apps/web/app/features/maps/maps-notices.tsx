import type { ReactNode } from 'react';
import { UI_TEXT } from '@app/shared';
import { AUTH_FAILURE_MESSAGE } from './maps-status';

function MapArea({
  children,
  tone = 'neutral',
  role,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'error';
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className={`flex min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center text-sm ${
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-slate-300 bg-slate-50 text-slate-700'
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-8 w-8 opacity-70"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />
      </svg>
      {children}
    </div>
  );
}

export function MapsLoading() {
  return (
    <MapArea role="status">
      <p>Loading the map…</p>
    </MapArea>
  );
}

/** docs/product.md §2.12 and §8: 'Error: AuthFailure' with a message about an API key problem. */
export function MapsAuthFailure() {
  return (
    <MapArea tone="error" role="alert">
      <p className="font-bold">{UI_TEXT.mapsAuthFailure}</p>
      <p>{AUTH_FAILURE_MESSAGE}</p>
    </MapArea>
  );
}
