import { PIPELINE_STATUSES, type PipelineLead, type PipelineStatus } from '@app/shared';
import { useId, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { PIPELINE_STATUS_LABELS, followUpText, followUpTone, neighbourStatus } from './pipeline-labels';

interface BoardCardProps {
  lead: PipelineLead;
  hintId: string;
  isDragging: boolean;
  dragOffset: { x: number; y: number } | null;
  onMove: (lead: PipelineLead, status: PipelineStatus) => void;
  onOpen: (lead: PipelineLead) => void;
  onPointerDown: (event: PointerEvent<HTMLLIElement>, lead: PipelineLead) => void;
}

/** One lead on the board: open it, drag it, move it with the arrow keys or its "Move to" menu. */
export function PipelineBoardCard({
  lead,
  hintId,
  isDragging,
  dragOffset,
  onMove,
  onOpen,
  onPointerDown,
}: BoardCardProps) {
  const selectId = useId();
  const followUp = followUpText(lead);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = neighbourStatus(lead.status, step);
    if (next) onMove(lead, next);
  };
  const style: CSSProperties | undefined =
    isDragging && dragOffset
      ? { transform: `translate(${dragOffset.x}px, ${dragOffset.y}px) rotate(1.5deg)`, pointerEvents: 'none' }
      : undefined;
  return (
    <li
      data-purchase-id={lead.purchase_id}
      onPointerDown={(event) => onPointerDown(event, lead)}
      style={style}
      className={`cursor-grab select-none rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 ${
        isDragging ? 'relative z-20 cursor-grabbing shadow-xl ring-brand-600' : 'hover:ring-slate-300'
      }`}
    >
      <button
        type="button"
        data-card-button={lead.purchase_id}
        aria-describedby={hintId}
        onClick={() => onOpen(lead)}
        onKeyDown={onKeyDown}
        className="block w-full rounded-md text-left font-semibold text-brand-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {lead.lead_name}
      </button>
      <p className="mt-0.5 text-sm text-slate-700">
        {lead.city}, {lead.state} {lead.ZIP}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        {lead.lead_type === 'exclusive' && <StatusBadge tone="blue">Exclusive</StatusBadge>}
        {followUp && <StatusBadge tone={followUpTone(lead.follow_up_state)}>{followUp}</StatusBadge>}
      </div>
      <label htmlFor={selectId} className="sr-only">
        Move {lead.lead_name} to
      </label>
      <select
        id={selectId}
        value=""
        onChange={(event) => {
          if (event.target.value) onMove(lead, event.target.value as PipelineStatus);
        }}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        <option value="">Move to…</option>
        {PIPELINE_STATUSES.filter((status) => status !== lead.status).map((status) => (
          <option key={status} value={status}>
            {PIPELINE_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </li>
  );
}
