import type { PublishingAction } from '../publishing-text';
import type { AdminLead } from './api/use-admin-leads';

/**
 * Which publishing actions a lead offers (docs/decisions/022): a waiting lead can go live now or
 * at another time; a lead on sale that nobody bought can move to another time or come off sale.
 * The API decides again; this only keeps buttons that would be refused off the screen.
 */
export function publishingActionsOf(lead: Pick<AdminLead, 'status' | 'buyers_count'>): PublishingAction[] {
  if (lead.status === 'scheduled') return ['publish_now', 'schedule'];
  if (lead.status === 'published' && lead.buyers_count === 0) return ['schedule', 'unpublish'];
  return [];
}
