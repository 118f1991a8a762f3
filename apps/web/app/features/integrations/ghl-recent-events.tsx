import type { GhlEventOutcome, GhlStageMapping } from '@app/shared';
import { buttonClass } from '../../components/form-controls';
import type { IntegrationsOverview } from '../../lib/delivery-types';
import { formatDateTime } from '../../lib/format-date';

export type RecentEvent = NonNullable<IntegrationsOverview['go_high_level']>['recent_events'][number];

/** What a stage event did, in words (decision 037's outcomes). */
const OUTCOME_TEXT: Record<GhlEventOutcome, string> = {
  changed: 'Moved the lead',
  unchanged: 'The lead already had that status',
  stale: "Older than the lead's last change: not applied",
  unknown_stage: 'Stage not mapped: nothing changed',
  unknown_opportunity: 'Not a contact we sent: nothing changed',
  not_in_pipeline: 'The lead was refunded or replaced',
};

/** The latest events about the member's contacts; an unmapped stage can be mapped from here. */
export function RecentEvents({
  events,
  mappings,
  onMap,
}: {
  events: RecentEvent[];
  mappings: GhlStageMapping[];
  onMap: (stageId: string) => void;
}) {
  if (events.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No stage change has arrived yet for the contacts we sent you. Once Go High Level sends them, the
        latest show here.
      </p>
    );
  const nameOf = (stageId: string) => mappings.find((mapping) => mapping.stage_id === stageId)?.stage_name;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Latest stage changes from Go High Level, newest first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Received
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Stage
            </th>
            <th scope="col" className="py-2 font-semibold">
              What it did
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event, index) => (
            <tr key={`${event.received_at}-${index}`}>
              <td className="py-1.5 pr-4 whitespace-nowrap text-slate-700">
                {formatDateTime(event.received_at)}
              </td>
              <td className="py-1.5 pr-4 break-all text-ink">
                {nameOf(event.pipeline_stage_id) ?? (
                  <span className="font-mono">{event.pipeline_stage_id}</span>
                )}
              </td>
              <td className="py-1.5 text-ink">
                {OUTCOME_TEXT[event.outcome]}
                {event.outcome === 'unknown_stage' && !nameOf(event.pipeline_stage_id) && (
                  <button
                    type="button"
                    className={`${buttonClass('secondary', 'sm')} ml-2`}
                    onClick={() => onMap(event.pipeline_stage_id)}
                  >
                    Map this stage
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
