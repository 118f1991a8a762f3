import { TODAYS_FOLLOW_UPS_ADDRESS } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TodaysFollowUps } from '../features/pipeline/todays-follow-ups';
import { provideFirstScreenAnswers } from '../lib/first-screen-answers';
import { createAppQueryClient } from '../lib/query-client';

/**
 * Issue 24.1: the part of a customer-area page's first screen that the API paints with the member's
 * data, into the page the build prerendered without it (decision 042's third addendum). Built for
 * Node beside the pages (vite.first-screens.config.ts); the API loads it from the build.
 */
export interface FirstScreen {
  /** The answer it is painted from: the address the page's code asks it at (a GET of the API). */
  address: string;
  /** The region as the prerendered page holds it, its data loading: what the painted one replaces. */
  loading: string;
  /** The region painted from that answer; null when the answer is not one the page can show. */
  paint(answer: unknown): string | null;
}

/** Rendered as the page renders it in the browser: the same component, query client and links. */
function renderRegion(region: ReactNode, answers: Record<string, unknown>): string {
  const client = createAppQueryClient();
  provideFirstScreenAnswers(answers);
  try {
    return renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter>{region}</MemoryRouter>
      </QueryClientProvider>,
    );
  } finally {
    provideFirstScreenAnswers(null);
    client.clear();
  }
}

function firstScreen(region: ReactNode, address: string): FirstScreen {
  const loading = renderRegion(region, {});
  return {
    address,
    loading,
    paint(answer) {
      const painted = renderRegion(region, { [address]: answer });
      // The page could not read the answer (its query started empty): nothing to paint.
      return painted === loading ? null : painted;
    },
  };
}

/**
 * By page path. Only what reads the same for every reader may be here: the dashboard's follow-ups
 * are days (the same wherever the reader is) and states the API decides; its overview writes dates
 * in the reader's own time zone, which the server does not know, and is left to the browser.
 */
export const FIRST_SCREENS: Record<string, FirstScreen> = {
  '/dashboard': firstScreen(<TodaysFollowUps />, TODAYS_FOLLOW_UPS_ADDRESS),
};
