import {
  PIPELINE_NOTE_MAX,
  PIPELINE_STATUSES,
  changeLeadStatus,
  formatLeadPhone,
  teamRoleMay,
  type PipelineLeadDetail,
  type PipelineStatus,
} from '@app/shared';
import { useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'sonner';
import {
  buttonClass,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import { useCurrentUser } from '../../lib/use-current-user';
import { useAddLeadNote } from './api/add-lead-note';
import { PipelineAssignee } from './pipeline-assignee';
import { DealInputs, parseDeal, type DealDraft } from './close-deal-fields';
import { useChangeLeadStatus } from './api/change-lead-status';
import { usePipelineLead } from './api/get-pipeline-lead';
import { useSetLeadFollowUp } from './api/set-lead-follow-up';
import {
  DEAL_TYPE_LABELS,
  PIPELINE_STATUS_LABELS,
  SOURCE_SUFFIXES,
  STATUS_TONES,
  followUpText,
  followUpTone,
} from './pipeline-labels';

const sectionHeading = 'text-base font-bold text-brand-900';
const VIEWER_NOTE =
  'You are a viewer in this team: you can read this lead, its notes and history, but not change its status, follow-up or notes. The owner can make you a buyer.';

function StatusForm({ detail }: { detail: PipelineLeadDetail }) {
  const change = useChangeLeadStatus();
  const [status, setStatus] = useState<PipelineStatus>(detail.item.status);
  const [note, setNote] = useState('');
  const [deal, setDeal] = useState<DealDraft>({
    dealType: detail.item.deal_type ?? '',
    revenue: detail.item.revenue_cents === null ? '' : String(detail.item.revenue_cents / 100),
  });
  const [dealErrors, setDealErrors] = useState<Partial<Record<keyof DealDraft, string>>>({});
  const isClosing = status === 'closed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let dealFields = {};
    // A close records the deal (issue 22.2); on a lead already closed this adds or corrects it.
    if (isClosing) {
      const parsed = parseDeal(deal);
      if ('errors' in parsed) return setDealErrors(parsed.errors);
      dealFields = parsed.deal;
    }
    setDealErrors({});
    change.mutate(
      { purchase_id: detail.item.purchase_id, status, note: note.trim() || undefined, ...dealFields },
      {
        onSuccess: () => {
          setNote('');
          toast.success(`${detail.item.lead_name} is now ${PIPELINE_STATUS_LABELS[status]}.`);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="pipeline-status-heading">
      <h3 id="pipeline-status-heading" className={sectionHeading}>
        Status
      </h3>
      <SelectField
        label="Move to"
        value={status}
        onChange={(e) => setStatus(e.target.value as PipelineStatus)}
      >
        {PIPELINE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PIPELINE_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {isClosing && (
        <DealInputs draft={deal} onChange={setDeal} errors={dealErrors} serverError={change.error} />
      )}
      <TextAreaField
        label="Note for the history (optional)"
        rows={2}
        maxLength={PIPELINE_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={fieldErrorText(change.error, 'note')}
      />
      {change.error && !fieldErrorText(change.error, 'note') && (
        <FormAlert>{serverErrorText(change.error, 'The status could not be saved. Try again.')}</FormAlert>
      )}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Save status'}
      </button>
    </form>
  );
}

function FollowUpForm({ detail }: { detail: PipelineLeadDetail }) {
  const save = useSetLeadFollowUp(detail.item.purchase_id);
  const [day, setDay] = useState(detail.item.follow_up_on ?? '');
  const followUp = followUpText(detail.item);
  const submit = (value: string | null) =>
    save.mutate(value, {
      onSuccess: () =>
        toast.success(value ? 'Follow-up saved. We will e-mail you that morning.' : 'Follow-up cleared.'),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(day || null);
      }}
      className="space-y-3"
      aria-labelledby="pipeline-follow-up-heading"
    >
      <h3 id="pipeline-follow-up-heading" className={sectionHeading}>
        Follow-up
      </h3>
      {followUp && <StatusBadge tone={followUpTone(detail.item.follow_up_state)}>{followUp}</StatusBadge>}
      <TextField
        label="Follow up on"
        type="date"
        min={detail.today}
        value={day}
        onChange={(e) => setDay(e.target.value)}
        hint="Days are Central Time. A reminder is e-mailed at 7 AM on the day, and the lead shows in today's follow-ups on your dashboard."
        error={fieldErrorText(save.error, 'follow_up_on')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending || !day}>
          Save follow-up
        </button>
        {detail.item.follow_up_on && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={save.isPending}
            onClick={() => {
              setDay('');
              submit(null);
            }}
          >
            Clear follow-up
          </button>
        )}
      </div>
    </form>
  );
}

function NotesSection({ detail, canWrite }: { detail: PipelineLeadDetail; canWrite: boolean }) {
  const add = useAddLeadNote(detail.item.purchase_id);
  const [body, setBody] = useState('');
  return (
    <section aria-labelledby="pipeline-notes-heading" className="space-y-3">
      <h3 id="pipeline-notes-heading" className={sectionHeading}>
        Notes
      </h3>
      {canWrite && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(body, { onSuccess: () => setBody('') });
          }}
        >
          <TextAreaField
            label="New note"
            rows={3}
            maxLength={PIPELINE_NOTE_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            hint={`${body.length} of ${PIPELINE_NOTE_MAX} characters`}
            error={fieldErrorText(add.error, 'body')}
          />
          <button
            type="submit"
            className={buttonClass('secondary', 'sm')}
            disabled={add.isPending || !body.trim()}
          >
            Add note
          </button>
        </form>
      )}
      {detail.notes.length === 0 ? (
        <p className="text-sm text-slate-600">
          No notes yet. What the seller said, the price they hope for, the best time to call.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Notes, newest first">
          {detail.notes.map((note) => (
            <li key={note._id} className="rounded-xl bg-slate-50 px-3 py-2">
              <p className="whitespace-pre-line break-words text-slate-800">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.author_name} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistorySection({ detail }: { detail: PipelineLeadDetail }) {
  return (
    <section aria-labelledby="pipeline-history-heading" className="space-y-3">
      <h3 id="pipeline-history-heading" className={sectionHeading}>
        History
      </h3>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Status changes, newest first">
        {detail.history.map((change) => (
          <li key={change._id}>
            <p className="text-sm font-semibold text-ink">
              {PIPELINE_STATUS_LABELS[change.from_status]} → {PIPELINE_STATUS_LABELS[change.to_status]}
              {change.deal_type && ` · ${DEAL_TYPE_LABELS[change.deal_type]}`}
              {change.revenue_cents !== null && ` · ${formatBalance(change.revenue_cents / 100)}`}
            </p>
            <p className="text-xs text-slate-600">
              {formatDateTime(change.created_at)} · {change.actor_name}
              {SOURCE_SUFFIXES[change.source]}
            </p>
            {change.note && (
              <p className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-800">{change.note}</p>
            )}
          </li>
        ))}
        <li>
          <p className="text-sm font-semibold text-ink">Bought · New</p>
          <p className="text-xs text-slate-600">{formatDateTime(detail.item.purchased_at)}</p>
        </li>
      </ol>
    </section>
  );
}

function PanelBody({ detail }: { detail: PipelineLeadDetail }) {
  const { lead, item } = detail;
  const { data: user } = useCurrentUser();
  // Decision 036: a viewer reads the lead; the same rule the API enforces hides what they cannot do.
  const canWork = user ? teamRoleMay(user.team_role, changeLeadStatus) : false;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={STATUS_TONES[item.status]}>{PIPELINE_STATUS_LABELS[item.status]}</StatusBadge>
        {lead.do_not_contact && <StatusBadge tone="red">Do not contact</StatusBadge>}
        <span className="text-sm text-slate-700">
          {lead.address_line_1}, {lead.city}, {lead.state} {lead.ZIP}
        </span>
        {!lead.do_not_contact && (
          <a
            href={`tel:${lead.lead_phone.replace(/[^\d+]/g, '')}`}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {formatLeadPhone(lead.lead_phone)}
          </a>
        )}
      </div>
      <PipelineAssignee detail={detail} canChange={canWork} />
      {canWork ? (
        <div className="grid gap-6 md:grid-cols-2">
          <StatusForm key={`${item.status}`} detail={detail} />
          <FollowUpForm key={item.follow_up_on ?? 'none'} detail={detail} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{VIEWER_NOTE}</p>
      )}
      <NotesSection detail={detail} canWrite={canWork} />
      <HistorySection detail={detail} />
    </div>
  );
}

/** A lead's panel: where it stands, its follow-up, notes and the history of its moves. */
export function PipelineLeadPanel({
  purchaseId,
  title,
  onClose,
  returnFocusRef,
}: {
  purchaseId: string | null;
  title: string;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={purchaseId !== null}
      onClose={onClose}
      title={title}
      returnFocusRef={returnFocusRef}
      size="lg"
    >
      {purchaseId && <PanelContent purchaseId={purchaseId} />}
    </ModalDialog>
  );
}

function PanelContent({ purchaseId }: { purchaseId: string }) {
  const { data, isPending, error, refetch } = usePipelineLead(purchaseId);
  if (isPending)
    return (
      <LoadingRegion label="Loading the lead">
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  if (error) return <QueryError error={error} what="this lead" onRetry={() => refetch()} />;
  return <PanelBody detail={data} />;
}
