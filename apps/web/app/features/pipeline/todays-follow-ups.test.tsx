import { MESSAGES, TODAYS_FOLLOW_UPS_QUERY, getPipelineLeads } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodaysFollowUps } from './todays-follow-ups';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('TodaysFollowUps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the very address the API preloads with the dashboard, so it takes that answer', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        jsonResponse({ message: MESSAGES.fetched, result: [], pagination: { currentPage: 1, pageCount: 0 } }),
      );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TodaysFollowUps />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Nothing due today\./)).toBeInTheDocument();
    // apps/api/src/http/spa-preloads.ts writes the preload from the same query, in this order.
    const preloaded = `/api/v1/${getPipelineLeads.path}?${new URLSearchParams(TODAYS_FOLLOW_UPS_QUERY)}`;
    expect(preloaded).toBe('/api/v1/pipeline/get-pipeline-leads?follow_up=due&page=1&limit=8');
    expect(fetch.mock.calls.map(([address]) => String(address))).toEqual([preloaded]);
  });
});
