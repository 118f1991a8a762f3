import { formatCentralTime } from '../admin-format';
import type { ImportBatch } from './api/use-lead-import';

const LEAD_STATES: [keyof ImportBatch['leads'], string][] = [
  ['published', 'for sale'],
  ['scheduled', 'scheduled'],
  ['on_hold', 'unpublished'],
  ['sold_out', 'sold out'],
  ['expired', 'expired'],
  ['withdrawn', 'withdrawn'],
];

/** Where an import's leads are now: "2 for sale, 1 scheduled"; "No leads" when it added none. */
export function leadsNowText(leads: ImportBatch['leads']): string {
  const parts = LEAD_STATES.filter(([key]) => leads[key] > 0).map(
    ([key, label]) => `${leads[key].toLocaleString('en-US')} ${label}`,
  );
  return parts.length ? parts.join(', ') : 'No leads';
}

/** Leads of the import that have not gone live yet (scheduled or unpublished). */
export const waitingLeadsOf = (batch: ImportBatch) => batch.leads.scheduled + batch.leads.on_hold;

/** When the import's waiting leads go live, in the team's words. */
export function publishTimeText(batch: ImportBatch): string {
  if (batch.leads.scheduled > 0 && batch.publish_at)
    return `Scheduled leads go live ${formatCentralTime(batch.publish_at)}.`;
  if (batch.leads.on_hold > 0)
    return 'Its unpublished leads wait until someone publishes them or sets a time.';
  if (batch.leads.published > 0) return 'Its leads are on the marketplace.';
  return 'None of its leads is waiting to go live.';
}

/** The name an import goes by: its file, or when it was made for imports before names were kept. */
export const importNameOf = (batch: Pick<ImportBatch, 'file_name'>) =>
  batch.file_name ?? 'A CSV file (name not recorded)';
