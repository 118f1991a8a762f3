import { FOLLOW_UP_FILTERS, PIPELINE_STATUSES, type LeadType, type PipelineStatus } from '@app/shared';
import { useState } from 'react';
import { buttonClass, CheckboxField, SelectField, TextField } from '../../components/form-controls';
import type { FollowUpFilter } from './api/get-pipeline-leads';
import { PIPELINE_STATUS_LABELS } from './pipeline-labels';

export interface PipelineFilterValues {
  status: PipelineStatus | undefined;
  followUp: FollowUpFilter | undefined;
  leadType: LeadType | undefined;
  search: string;
  assignedToMe: boolean;
}

const FOLLOW_UP_LABELS: Record<FollowUpFilter, string> = {
  due: 'Due today or overdue',
  overdue: 'Overdue',
  today: 'Due today',
  upcoming: 'Upcoming',
  none: 'None set',
};

/** Filters of the pipeline; the board uses lead type and search, the list all four. */
export function PipelineFilters({
  values,
  isList,
  onApply,
}: {
  values: PipelineFilterValues;
  isList: boolean;
  onApply: (values: PipelineFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  return (
    <form
      role="search"
      aria-label="Filter the pipeline"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, search: draft.search.trim() });
      }}
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 ${
        isList ? 'lg:grid-cols-[2fr_1fr_1fr_1fr_auto]' : 'lg:grid-cols-[2fr_1fr_auto]'
      } lg:items-end`}
    >
      <TextField
        label="Search"
        placeholder="Seller name, city, ZIP or street"
        value={draft.search}
        maxLength={100}
        onChange={(e) => setDraft({ ...draft, search: e.target.value })}
      />
      {isList && (
        <SelectField
          label="Status"
          value={draft.status ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, status: (e.target.value || undefined) as PipelineStatus | undefined })
          }
        >
          <option value="">All statuses</option>
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PIPELINE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      )}
      {isList && (
        <SelectField
          label="Follow-up"
          value={draft.followUp ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, followUp: (e.target.value || undefined) as FollowUpFilter | undefined })
          }
        >
          <option value="">Any</option>
          {FOLLOW_UP_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FOLLOW_UP_LABELS[filter]}
            </option>
          ))}
        </SelectField>
      )}
      {isList && (
        // Its own row below the others (last on wide screens), so the selects keep their width.
        <div className="sm:col-span-2 lg:order-last lg:col-span-full">
          <CheckboxField
            label="Assigned to me"
            checked={draft.assignedToMe}
            onChange={(e) => setDraft({ ...draft, assignedToMe: e.target.checked })}
          />
        </div>
      )}

      <SelectField
        label="Lead type"
        value={draft.leadType ?? ''}
        onChange={(e) =>
          setDraft({ ...draft, leadType: (e.target.value || undefined) as LeadType | undefined })
        }
      >
        <option value="">Premium and exclusive</option>
        <option value="premium">Premium</option>
        <option value="exclusive">Exclusive</option>
      </SelectField>
      <button type="submit" className={buttonClass('primary')}>
        Apply filters
      </button>
    </form>
  );
}
