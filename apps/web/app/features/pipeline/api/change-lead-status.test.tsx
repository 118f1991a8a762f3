import { MESSAGES, type PipelineBoard, type PipelineLead } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pipelineBoard, pipelineLead } from '../../../lib/lead-fixtures';
import { pipelineQueryKeys } from './pipeline-query-keys';
import { useChangeLeadStatus } from './change-lead-status';

const lead = pipelineLead();
const board = pipelineBoard([lead]);

const BOARD_KEY = pipelineQueryKeys.board({});
const columnOf = (client: QueryClient) =>
  client
    .getQueryData<PipelineBoard>(BOARD_KEY)!
    .columns.find((column) => column.leads.some((card) => card.purchase_id === lead.purchase_id))!.status;

describe('moving a card on the board', () => {
  const answers: ((status: PipelineLead['status']) => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise<Response>((resolve) =>
            answers.push((status) =>
              resolve(
                new Response(JSON.stringify({ message: MESSAGES.edited, result: { ...lead, status } }), {
                  status: 200,
                  headers: { 'Content-Type': 'application/json' },
                }),
              ),
            ),
          ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    answers.length = 0;
  });

  it('reads the boards again once the last of two quick moves has settled, not after the first', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(BOARD_KEY, board);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useChangeLeadStatus(), { wrapper });

    act(() => result.current.mutate({ purchase_id: lead.purchase_id, status: 'contacted' }));
    await waitFor(() => expect(columnOf(client)).toBe('contacted'));
    act(() => result.current.mutate({ purchase_id: lead.purchase_id, status: 'appointment_set' }));
    await waitFor(() => expect(columnOf(client)).toBe('appointment_set'));
    await waitFor(() => expect(answers).toHaveLength(2));

    // The first move's answer: a board read now could come back before the server has the second.
    answers[0]!('contacted');
    await waitFor(() => expect(client.isMutating()).toBe(1));
    expect(invalidate).not.toHaveBeenCalled();
    expect(columnOf(client)).toBe('appointment_set');

    answers[1]!('appointment_set');
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: pipelineQueryKeys.all });
  });
});
