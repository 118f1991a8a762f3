import { zodResolver } from '@hookform/resolvers/zod';
import {
  PIPELINE_STATUSES,
  PIPELINE_STATUS_LABELS,
  setGoHighLevelStages,
  type GhlPipeline,
  type GhlStageMapping,
} from '@app/shared';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CopyValueButton } from '../../components/copy-value-button';
import { DeliveryCard } from '../../components/delivery-card';
import { FormAlert, SelectField, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { serverErrorText } from '../../lib/server-error-text';
import { useLoadGoHighLevelPipelines, useSetGoHighLevelStages } from './api/use-ghl-stages';
import { RecentEvents, type RecentEvent } from './ghl-recent-events';

const schema = setGoHighLevelStages.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const blankRow: GhlStageMapping = { stage_id: '', stage_name: '', status: 'contacted' };

/** Every stage of the location's pipelines, to pick from once Go High Level listed them. */
function StagePicker({
  pipelines,
  onPick,
}: {
  pipelines: GhlPipeline[];
  onPick: (row: GhlStageMapping) => void;
}) {
  const [picked, setPicked] = useState('');
  const stages = pipelines.flatMap((pipeline) =>
    pipeline.stages.map((stage) => ({ id: stage.id, name: `${pipeline.name} › ${stage.name}` })),
  );
  if (stages.length === 0)
    return <p className="text-sm text-slate-700">Your location has no pipeline stages yet.</p>;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grow">
        <SelectField
          label="Stage from Go High Level"
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
        >
          <option value="">Choose a stage</option>
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </SelectField>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={!picked}
        onClick={() => {
          const stage = stages.find((one) => one.id === picked);
          if (stage)
            onPick({ stage_id: stage.id, stage_name: stage.name.slice(0, 100), status: 'contacted' });
          setPicked('');
        }}
      >
        Add this stage
      </button>
    </div>
  );
}

/**
 * Issue 22.3: which of the member's Go High Level pipeline stages moves a lead to which status.
 * Stages are picked from the location's pipelines when the token may read them, or typed by ID.
 */
export function GhlStageMappingCard({
  mappings,
  eventsUrl,
  recentEvents,
}: {
  mappings: GhlStageMapping[];
  eventsUrl: string;
  recentEvents: RecentEvent[];
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSetGoHighLevelStages();
  const load = useLoadGoHighLevelPipelines();
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { stage_mappings: mappings },
  });
  const rows = useFieldArray({ control, name: 'stage_mappings' });
  const rowErrors = formState.errors.stage_mappings;
  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => toast.success('Stage mapping saved.'),
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, []);
        setFormError(
          formErrorAfterFields(error, leftOver, 'The mapping could not be saved. Please try again.'),
        );
      },
    });
  });
  return (
    <DeliveryCard
      title="Status back from Go High Level"
      description="When an opportunity of a contact we sent you moves to a stage below, the lead moves to that status here, and its history says it came from Go High Level. Stages not listed change nothing."
    >
      <div className="space-y-1">
        <p className="text-sm font-semibold text-ink">Webhook URL for OpportunityStageUpdate</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 grow break-all rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink">
            {eventsUrl}
          </code>
          <CopyValueButton value={eventsUrl} label="the webhook URL" />
        </div>
        <p className="text-sm text-slate-600">
          Go High Level signs each event; we read only signed ones. The /docs page shows how to set it up.
        </p>
      </div>
      <div className="space-y-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={load.isPending}
          onClick={() => load.mutate()}
        >
          {load.isPending ? 'Loading stages...' : 'Load my stages from Go High Level'}
        </button>
        {load.error && (
          <FormAlert>{serverErrorText(load.error, 'Go High Level could not be reached.')}</FormAlert>
        )}
        {load.data && <StagePicker pipelines={load.data} onPick={(row) => rows.append(row)} />}
      </div>
      <form noValidate onSubmit={submit} aria-label="Go High Level stage mapping" className="space-y-3">
        {rows.fields.length === 0 && (
          <p className="text-sm text-slate-700">No stage is mapped yet: Go High Level changes no status.</p>
        )}
        <ul className="space-y-3">
          {rows.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_11rem_auto] sm:items-start"
            >
              <TextField
                label="Stage ID"
                autoComplete="off"
                spellCheck={false}
                className="font-mono text-sm"
                error={rowErrors?.[index]?.stage_id?.message}
                {...register(`stage_mappings.${index}.stage_id`)}
              />
              <TextField
                label="Stage name"
                autoComplete="off"
                error={rowErrors?.[index]?.stage_name?.message}
                {...register(`stage_mappings.${index}.stage_name`)}
              />
              <SelectField
                label="Moves the lead to"
                error={rowErrors?.[index]?.status?.message}
                {...register(`stage_mappings.${index}.status`)}
              >
                {PIPELINE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {PIPELINE_STATUS_LABELS[status]}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={`${buttonClass('secondary', 'sm')} sm:mt-7`}
                aria-label={`Remove stage ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => rows.append(blankRow)}>
            Add a stage by ID
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save the mapping'}
          </button>
        </div>
      </form>
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-ink">Latest stage changes from Go High Level</h3>
        <RecentEvents
          events={recentEvents}
          mappings={mappings}
          onMap={(stageId) => rows.append({ ...blankRow, stage_id: stageId })}
        />
      </div>
    </DeliveryCard>
  );
}
