import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pipelineBoard, pipelineLead } from '../../lib/lead-fixtures';
import { boardWithMove } from './api/change-lead-status';
import { PipelineBoardColumns } from './pipeline-board-columns';

const lead = pipelineLead({ follow_up_on: '2026-11-20', follow_up_state: 'overdue' });
const board = pipelineBoard([lead]);

/** The board as the page runs it: a move updates the board the way the server answer would. */
function Harness({ onMove }: { onMove: (id: string, status: string) => void }) {
  const [current, setCurrent] = useState(board);
  return (
    <PipelineBoardColumns
      board={current}
      onOpen={() => undefined}
      onMove={(moved, status) => {
        onMove(moved.purchase_id, status);
        setCurrent((b) => boardWithMove(b, moved.purchase_id, status));
      }}
    />
  );
}

const columnOf = (element: HTMLElement) => element.closest('[data-status]')?.getAttribute('data-status');

describe('the pipeline board by keyboard', () => {
  it('moves a focused card to the next and previous status with the arrow keys, announced, focus kept', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const card = screen.getByRole('button', { name: 'Ana Lopez' });
    expect(card).toHaveAccessibleDescription(
      'Press the left or right arrow key to move this lead to the previous or next status.',
    );
    await user.click(screen.getByRole('heading', { name: /^New/ }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ana Lopez' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith(lead.purchase_id, 'contacted');
    expect(screen.getByRole('status')).toHaveTextContent('Moved Ana Lopez to Contacted.');
    const moved = screen.getByRole('button', { name: 'Ana Lopez' });
    expect(columnOf(moved)).toBe('contacted');
    expect(moved).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith(lead.purchase_id, 'appointment_set');
    expect(screen.getByRole('status')).toHaveTextContent('Moved Ana Lopez to Appointment set.');
    await user.keyboard('{ArrowLeft}');
    expect(onMove).toHaveBeenLastCalledWith(lead.purchase_id, 'contacted');
    expect(columnOf(screen.getByRole('button', { name: 'Ana Lopez' }))).toBe('contacted');
  });

  it('stops at the ends of the board, and the Move to menu reaches any status', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    screen.getByRole('button', { name: 'Ana Lopez' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onMove).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Ana Lopez to' }), 'Dead');
    expect(onMove).toHaveBeenLastCalledWith(lead.purchase_id, 'dead');
    expect(columnOf(screen.getByRole('button', { name: 'Ana Lopez' }))).toBe('dead');
    expect(screen.getByRole('status')).toHaveTextContent('Moved Ana Lopez to Dead.');
    screen.getByRole('button', { name: 'Ana Lopez' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('marks an overdue follow-up in words', () => {
    render(<Harness onMove={() => undefined} />);
    expect(screen.getByText('Overdue since Nov 20, 2026')).toBeInTheDocument();
  });
});
