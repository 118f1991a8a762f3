import {
  DEAL_TYPE_LABELS,
  PIPELINE_STATUSES,
  PIPELINE_STATUS_LABELS,
  type PipelineLead,
  type PipelineSource,
  type PipelineStatus,
} from '@app/shared';
import type { BadgeTone } from '../../components/status-badge';
import { formatDay } from '../../lib/format-date';

export { DEAL_TYPE_LABELS, PIPELINE_STATUS_LABELS };

/** Columns read left to right in deal order; closed is the good end, dead sits apart at the right. */
export const STATUS_TONES: Record<PipelineStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'slate',
  appointment_set: 'slate',
  offer_made: 'amber',
  under_contract: 'amber',
  closed: 'green',
  dead: 'red',
};

/** How a change was made, after the member it names: a change in the app needs no words. */
export const SOURCE_SUFFIXES: Record<PipelineSource, string> = {
  app: '',
  api: ' (through the API)',
  go_high_level: ' (from Go High Level)',
};

/** The status one column to the left (-1) or right (+1) on the board, or null at either end. */
export function neighbourStatus(status: PipelineStatus, step: -1 | 1): PipelineStatus | null {
  return PIPELINE_STATUSES[PIPELINE_STATUSES.indexOf(status) + step] ?? null;
}

/** The words beside a follow-up: overdue is said, not only coloured. */
export function followUpText(lead: Pick<PipelineLead, 'follow_up_on' | 'follow_up_state'>): string | null {
  if (!lead.follow_up_on) return null;
  if (lead.follow_up_state === 'overdue') return `Overdue since ${formatDay(lead.follow_up_on)}`;
  if (lead.follow_up_state === 'today') return 'Follow up today';
  return `Follow up ${formatDay(lead.follow_up_on)}`;
}

export const followUpTone = (state: PipelineLead['follow_up_state']): BadgeTone =>
  state === 'overdue' ? 'red' : state === 'today' ? 'amber' : 'slate';
