import type { PipelineBoard, PipelineLead, PipelineStatus } from '@app/shared';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { PIPELINE_STATUS_LABELS } from './pipeline-labels';
import { PipelineBoardCard } from './pipeline-board-card';

/** A press that travels less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 6;

interface Drag {
  lead: PipelineLead;
  startX: number;
  startY: number;
  isActive: boolean;
}

interface BoardColumnsProps {
  board: PipelineBoard;
  onMove: (lead: PipelineLead, status: PipelineStatus) => void;
  onOpen: (lead: PipelineLead) => void;
}

/**
 * The board's columns. A card moves by dragging it (pointer events: mouse, pen or touch) onto
 * another column, by the arrow keys while its name has focus, or by its "Move to" menu; every move
 * is announced, and focus follows the card into its new column.
 */
export function PipelineBoardColumns({ board, onMove, onOpen }: BoardColumnsProps) {
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<{ id: string; x: number; y: number } | null>(null);
  const [overStatus, setOverStatus] = useState<PipelineStatus | null>(null);
  const drag = useRef<Drag | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const move = (lead: PipelineLead, status: PipelineStatus) => {
    if (status === lead.status) return;
    focusAfterMove.current = lead.purchase_id;
    setAnnouncement(`Moved ${lead.lead_name} to ${PIPELINE_STATUS_LABELS[status]}.`);
    onMove(lead, status);
  };

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const button = rootRef.current?.querySelector<HTMLButtonElement>(`[data-card-button="${id}"]`);
    if (button && document.activeElement?.closest('[data-purchase-id]') !== button.closest('li')) {
      button.focus();
    }
    focusAfterMove.current = null;
  }, [board]);

  const columnAt = (x: number, y: number) =>
    (document.elementFromPoint(x, y)?.closest('[data-status]')?.getAttribute('data-status') ??
      null) as PipelineStatus | null;

  const startDrag = (event: PointerEvent<HTMLLIElement>, lead: PipelineLead) => {
    if (event.button !== 0 || (event.target as Element).closest('select')) return;
    drag.current = { lead, startX: event.clientX, startY: event.clientY, isActive: false };
    const onPointerMove = (e: globalThis.PointerEvent) => {
      const current = drag.current;
      if (!current) return;
      const x = e.clientX - current.startX;
      const y = e.clientY - current.startY;
      if (!current.isActive && Math.hypot(x, y) < DRAG_THRESHOLD_PX) return;
      current.isActive = true;
      e.preventDefault();
      setDragging({ id: current.lead.purchase_id, x, y });
      setOverStatus(columnAt(e.clientX, e.clientY));
    };
    const finish = (e: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      const current = drag.current;
      drag.current = null;
      setDragging(null);
      setOverStatus(null);
      if (!current?.isActive || e.type === 'pointercancel') return;
      // The card let pointer events through while dragged, so the release is not a click on it.
      const target = columnAt(e.clientX, e.clientY);
      if (target) move(current.lead, target);
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  };

  return (
    <div ref={rootRef}>
      <p id={hintId} className="sr-only">
        Press the left or right arrow key to move this lead to the previous or next status.
      </p>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      <div className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {board.columns.map((column) => {
          const headingId = `${hintId}-${column.status}`;
          const isOver = overStatus === column.status && dragging !== null;
          return (
            <section
              key={column.status}
              data-status={column.status}
              aria-labelledby={headingId}
              className={`flex w-[78vw] max-w-[17rem] shrink-0 snap-start flex-col rounded-2xl p-2.5 sm:w-60 ${
                isOver ? 'bg-brand-100 ring-2 ring-brand-600' : 'bg-slate-100'
              }`}
            >
              <h2
                id={headingId}
                className="flex items-baseline justify-between px-1 pb-2 text-sm font-bold text-ink"
              >
                {PIPELINE_STATUS_LABELS[column.status]}
                <span className="font-semibold text-slate-600">
                  {column.count}
                  <span className="sr-only"> {column.count === 1 ? 'lead' : 'leads'}</span>
                </span>
              </h2>
              {column.leads.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
                  No leads here yet
                </p>
              ) : (
                <ul className="space-y-2" aria-labelledby={headingId}>
                  {column.leads.map((lead) => (
                    <PipelineBoardCard
                      key={lead.purchase_id}
                      lead={lead}
                      hintId={hintId}
                      isDragging={dragging?.id === lead.purchase_id}
                      dragOffset={dragging?.id === lead.purchase_id ? dragging : null}
                      onMove={move}
                      onOpen={onOpen}
                      onPointerDown={startDrag}
                    />
                  ))}
                </ul>
              )}
              {column.count > column.leads.length && (
                <p className="px-1 pt-2 text-xs text-slate-600">
                  Showing the {column.leads.length} most recently moved of {column.count}; the list view has
                  them all.
                </p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
