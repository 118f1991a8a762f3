import { changeLeadStatus, type BodyOf, type PipelineBoard } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { pipelineQueryKeys } from './pipeline-query-keys';

type Body = BodyOf<typeof changeLeadStatus>;

export const postLeadStatus = async (body: Body) => (await callApi(changeLeadStatus, { body })).result;

/** The board with one card moved to the top of another column, as the server will have it. */
export function boardWithMove(
  board: PipelineBoard,
  purchaseId: string,
  status: Body['status'],
): PipelineBoard {
  const card = board.columns
    .flatMap((column) => column.leads)
    .find((lead) => lead.purchase_id === purchaseId);
  if (!card || card.status === status) return board;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.status === card.status)
        return {
          ...column,
          count: column.count - 1,
          leads: column.leads.filter((lead) => lead.purchase_id !== purchaseId),
        };
      if (column.status === status)
        return { ...column, count: column.count + 1, leads: [{ ...card, status }, ...column.leads] };
      return column;
    }),
  };
}

const CHANGE_STATUS = ['pipeline', 'change-lead-status'] as const;

/**
 * POST pipeline/change-lead-status. Boards move the card at once (a drag that snaps back after a
 * round trip feels broken) and are put back if the server refuses. The boards are read again once
 * the last of several quick moves has settled: read after the first, they could come back before
 * the server had the second, and the card would jump back to the column it had just left.
 */
export function useChangeLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHANGE_STATUS,
    mutationFn: postLeadStatus,
    onMutate: async (body) => {
      const boards = { queryKey: [...pipelineQueryKeys.all, 'board'] };
      await queryClient.cancelQueries(boards);
      const before = queryClient.getQueriesData<PipelineBoard>(boards);
      queryClient.setQueriesData<PipelineBoard>(boards, (board) =>
        board ? boardWithMove(board, body.purchase_id, body.status) : board,
      );
      return { before };
    },
    onError: (_error, _body, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
    },
    onSettled: () => {
      // This move is still counted while it settles: 1 means no other is under way.
      if (queryClient.isMutating({ mutationKey: CHANGE_STATUS }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
    },
  });
}
