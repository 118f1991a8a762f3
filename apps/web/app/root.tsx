// Must run before any module that builds a zod schema (see the file).
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import { AreaSkeleton } from './components/area-skeleton';
import { AREA_TONES } from './components/area-tones';
import { createAppQueryClient } from './lib/query-client';
import { startPreloadedFetches } from './lib/preloaded-fetches';
import type { Route } from './+types/root';
import './app.css';

// Before the load event, so the shell's preloads are taken at once (see the file).
startPreloadedFetches();

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a29" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * The single-page app's HTML (the customer area and the console, which are not prerendered): the
 * customer area's frame, painted with the first bytes while the code and the session load.
 */
export function HydrateFallback() {
  return <AreaSkeleton label="Loading..." tone={AREA_TONES.customer} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4">Please reload the page. If this keeps happening, write to our support team.</p>
      <a className="mt-6 inline-block text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
