import { MESSAGES, type GhlStageMapping } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GhlStageMappingCard } from './ghl-stage-mapping';

const EVENTS_URL = 'https://app.example.com/api/v1/integrations/go-high-level-events';

type Events = Parameters<typeof GhlStageMappingCard>[0]['recentEvents'];

function renderCard(mappings: GhlStageMapping[] = [], recentEvents: Events = []) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GhlStageMappingCard mappings={mappings} eventsUrl={EVENTS_URL} recentEvents={recentEvents} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent = (fetchMock: ReturnType<typeof vi.fn>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};
const overview = (stage_mappings: GhlStageMapping[]) =>
  jsonResponse(200, {
    message: MESSAGES.edited,
    result: {
      google_sheet: null,
      go_high_level: {
        location_id: 'Loc123',
        is_enabled: true,
        last_error: null,
        stage_mappings,
        events_url: EVENTS_URL,
        recent_events: [],
      },
      csv_feed: null,
      sheets_service_account: null,
    },
  });

describe('GhlStageMappingCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the webhook URL and the saved stages with the status each one means', () => {
    renderCard([{ stage_id: 'stage-1', stage_name: 'Called', status: 'contacted' }]);
    expect(screen.getByText(EVENTS_URL)).toBeInTheDocument();
    expect(screen.getByLabelText('Stage ID')).toHaveValue('stage-1');
    expect(screen.getByLabelText('Stage name')).toHaveValue('Called');
    expect(screen.getByLabelText('Moves the lead to')).toHaveDisplayValue('Contacted');
  });

  it('adds a stage by its ID and saves the whole mapping', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        overview([{ stage_id: 'e93ba61a', stage_name: 'Under contract', status: 'under_contract' }]),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderCard();
    expect(screen.getByText('No stage is mapped yet: Go High Level changes no status.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a stage by ID' }));
    await user.type(screen.getByLabelText('Stage ID'), 'e93ba61a');
    await user.type(screen.getByLabelText('Stage name'), 'Under contract');
    await user.selectOptions(screen.getByLabelText('Moves the lead to'), 'Under contract');
    await user.click(screen.getByRole('button', { name: 'Save the mapping' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent(fetchMock, 0)).toEqual({
      url: '/api/v1/integrations/set-go-high-level-stages',
      body: {
        stage_mappings: [{ stage_id: 'e93ba61a', stage_name: 'Under contract', status: 'under_contract' }],
      },
    });
  });

  it('says what is missing without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add a stage by ID' }));
    await user.click(screen.getByRole('button', { name: 'Save the mapping' }));
    expect(await screen.findByText('Enter the stage ID')).toBeInTheDocument();
    expect(screen.getByText('Enter the stage name')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('picks a stage from the pipelines Go High Level lists', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(
      jsonResponse(200, {
        message: MESSAGES.fetched,
        result: [
          {
            id: 'p1',
            name: 'Sellers',
            stages: [
              { id: 's1', name: 'New lead' },
              { id: 's2', name: 'Offer sent' },
            ],
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Load my stages from Go High Level' }));
    await user.selectOptions(
      await screen.findByLabelText('Stage from Go High Level'),
      'Sellers › Offer sent',
    );
    await user.click(screen.getByRole('button', { name: 'Add this stage' }));
    expect(screen.getByLabelText('Stage ID')).toHaveValue('s2');
    expect(screen.getByLabelText('Stage name')).toHaveValue('Sellers › Offer sent');
    expect(sent(fetchMock, 0).url).toBe('/api/v1/integrations/get-go-high-level-pipelines');
  });

  it("shows Go High Level's refusal and leaves entry by ID open", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detail =
      "Go High Level refused to list your pipelines: give the token the opportunities.readonly scope. You can enter each stage's ID and name below instead.";
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(422, { message: MESSAGES.fetchFailed, result: null, detail })),
    );
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Load my stages from Go High Level' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a stage by ID' })).toBeEnabled();
  });

  it('lists the latest events, and maps a stage that was not mapped from its event', async () => {
    const user = renderCard(
      [{ stage_id: 'stage-1', stage_name: 'Called', status: 'contacted' }],
      [
        { received_at: '2026-11-21T15:05:00.000Z', pipeline_stage_id: 'stage-9', outcome: 'unknown_stage' },
        { received_at: '2026-11-21T15:00:00.000Z', pipeline_stage_id: 'stage-1', outcome: 'changed' },
      ],
    );
    const table = screen.getByRole('table', {
      name: 'Latest stage changes from Go High Level, newest first',
    });
    expect(table).toHaveTextContent('Called');
    expect(table).toHaveTextContent('Moved the lead');
    expect(table).toHaveTextContent('Stage not mapped: nothing changed');
    await user.click(screen.getByRole('button', { name: 'Map this stage' }));
    expect(screen.getAllByLabelText('Stage ID').map((input) => (input as HTMLInputElement).value)).toEqual([
      'stage-1',
      'stage-9',
    ]);
  });
});
