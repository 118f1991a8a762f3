import { FIRST_SCREEN_ANSWERS_ID, MESSAGES, TODAYS_FOLLOW_UPS_ADDRESS, type PipelineLead } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodaysFollowUps } from '../features/pipeline/todays-follow-ups';
import { provideFirstScreenAnswers } from '../lib/first-screen-answers';
import { createAppQueryClient } from '../lib/query-client';
import { FIRST_SCREENS } from './entry';

const LEAD: PipelineLead = {
  purchase_id: '8d3c7c2e-5b0e-4d59-9a39-2b4f1c1e7a10',
  lead_id: '5f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  lead_type: 'premium',
  lead_name: 'Dana <b>Whitfield</b>',
  city: 'Houston',
  state: 'TX',
  ZIP: '77002',
  status: 'contacted',
  status_changed_at: '2026-11-30T15:00:00.000Z',
  follow_up_on: '2026-12-01',
  follow_up_state: 'overdue',
  deal_type: null,
  revenue_cents: null,
  purchased_at: '2026-11-29T15:00:00.000Z',
  purchased_by: null,
  assigned_to: null,
};

/** The API's answer to the dashboard's question, as it sends it. */
const answerWith = (leads: PipelineLead[]) => ({
  message: MESSAGES.fetched,
  result: leads,
  pagination: { currentPage: 1, pageCount: leads.length ? 1 : 0 },
});

/**
 * The page as the browser gets it from the API: the painted region in the body, the answer in the
 * head; then the app hydrates it as the dashboard does.
 */
async function hydratePainted(answer: unknown, { answerInPage = true } = {}) {
  const painted = FIRST_SCREENS['/dashboard']!.paint(answer);
  expect(painted).not.toBeNull();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_ANSWERS_ID;
  block.textContent = JSON.stringify(answerInPage ? { [TODAYS_FOLLOW_UPS_ADDRESS]: answer } : {});
  document.head.append(block);
  const container = document.createElement('div');
  container.innerHTML = painted!;
  document.body.append(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <QueryClientProvider client={createAppQueryClient()}>
        <MemoryRouter>
          <TodaysFollowUps />
        </MemoryRouter>
      </QueryClientProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { painted: painted!, container, recoverable, unmount: () => act(() => root!.unmount()) };
}

function asTheDomWritesIt(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

describe("the dashboard's first screen as the API paints it (issue 24.1)", () => {
  afterEach(() => {
    document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.remove();
    document.body.innerHTML = '';
    provideFirstScreenAnswers(null);
    vi.unstubAllGlobals();
  });

  it('asks for the answer the dashboard preloads, and holds its loading region as the build prerenders it', () => {
    const first = FIRST_SCREENS['/dashboard']!;
    expect(first.address).toBe('/api/v1/pipeline/get-pipeline-leads?follow_up=due&page=1&limit=8');
    expect(first.loading).toContain('Loading today&#x27;s follow-ups');
    expect(first.loading).toMatch(/^<section aria-labelledby="todays-follow-ups"/);
  });

  it('paints the follow-ups due, and the browser hydrates them as they are, without asking again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answer = answerWith([LEAD]);
    const { painted, container, recoverable, unmount } = await hydratePainted(answer);
    // The name is text, never markup: the lead came from an imported file.
    expect(painted).toContain('Dana &lt;b&gt;Whitfield&lt;/b&gt;');
    expect(painted).toContain('Overdue since Dec 1, 2026');
    expect(recoverable).toEqual([]);
    // Left as painted (the DOM writes an apostrophe as it is, React as &#x27;).
    expect(container.innerHTML).toBe(asTheDomWritesIt(painted));
    expect(screen.getByRole('link', { name: 'Dana <b>Whitfield</b>' })).toHaveAttribute(
      'href',
      `/dashboard/pipeline?view=list&follow_up=due&lead=${LEAD.purchase_id}`,
    );
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the page's next visit asks the API.
    expect(document.getElementById(FIRST_SCREEN_ANSWERS_ID)).not.toBeNull();
    unmount();
  });

  it('paints "nothing due" the same way', async () => {
    const { painted, recoverable, unmount } = await hydratePainted(answerWith([]));
    expect(painted).toContain('Nothing due today.');
    expect(recoverable).toEqual([]);
    unmount();
  });

  it('would be a hydration error without the answer in the page (what the test above holds)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverable, unmount } = await hydratePainted(answerWith([LEAD]), { answerInPage: false });
    expect(recoverable).not.toEqual([]);
    unmount();
  });

  it('paints nothing from an answer the page cannot read, which it would not show either', () => {
    const first = FIRST_SCREENS['/dashboard']!;
    expect(first.paint({ message: MESSAGES.fetched, result: 'no list' })).toBeNull();
    expect(first.paint(null)).toBeNull();
    expect(first.paint({ ...answerWith([{ ...LEAD, status: 'no such status' as never }]) })).toBeNull();
  });
});
