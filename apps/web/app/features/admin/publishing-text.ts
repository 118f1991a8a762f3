import type { PublishingResult } from '@app/shared';
import { formatCentralTime } from './admin-format';

export type PublishingAction = 'publish_now' | 'schedule' | 'unpublish';

const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/**
 * What a publishing action did, as the toast says it: "2 leads published now. 1 left as it was:
 * it is sold out." The reasons are the API's (admin/publish-leads-now and its siblings).
 */
export function publishingResultText(
  action: PublishingAction,
  result: PublishingResult,
  publishAt?: string,
): string {
  const done =
    action === 'publish_now'
      ? `${leadsWord(result.changed)} published now: on the marketplace, and buyers with alerts are told.`
      : action === 'schedule'
        ? `${leadsWord(result.changed)} will go live ${publishAt ? formatCentralTime(publishAt) : 'at the chosen time'}.`
        : `${leadsWord(result.changed)} taken off the marketplace until published again.`;
  if (result.unchanged === 0) return done;
  const reasons = [...new Set(result.skipped.map((s) => s.reason))];
  return `${done} ${leadsWord(result.unchanged)} left as ${result.unchanged === 1 ? 'it was' : 'they were'}${
    reasons.length ? `: ${reasons.join('; ')}` : ''
  }.`;
}
