import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_NOTE_MAX, addCustomerNote, type CustomerNote } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { EmptyState } from '../../../../components/empty-state';
import { FormAlert, TextAreaField, buttonClass } from '../../../../components/form-controls';
import { PaginationNav } from '../../../../components/pagination-nav';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../../lib/apply-field-errors';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminPanel } from '../../admin-page';
import { adminResolverOptions } from '../../form-errors';
import { ListStates } from '../../list-states';
import { useAddCustomerNote, useCustomerNotes } from '../api/use-customer-page';

const schema = addCustomerNote.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

function NoteForm({ customerId }: { customerId: string }) {
  const add = useAddCustomerNote(customerId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema, adminResolverOptions),
    defaultValues: { user_id: customerId, text: '' },
  });
  const length = watch('text').trim().length;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(values.text);
      reset({ user_id: customerId, text: '' });
      toast.success('Note added.');
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, ['text']);
      setFormError(formErrorAfterFields(error, leftOver, 'The note was not saved. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextAreaField
        label="Add a note"
        rows={3}
        hint={`Seen by the team only. ${length.toLocaleString('en-US')} of ${CUSTOMER_NOTE_MAX.toLocaleString('en-US')} characters.`}
        placeholder="e.g. Called on Nov 21 about a duplicate lead; promised an answer by Monday."
        error={formState.errors.text?.message}
        {...register('text')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Add note'}
      </button>
    </form>
  );
}

/** What the team wrote down about the member, newest first, and a form to add to it. */
export function CustomerNotes({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useCustomerNotes(customerId, page);
  return (
    <AdminPanel title="Staff notes">
      <NoteForm customerId={customerId} />
      <div className="mt-5">
        <ListStates
          what="the notes"
          isPending={isPending}
          error={error}
          onRetry={() => refetch()}
          isEmpty={false}
          emptyTitle=""
        >
          {data && data.notes.length === 0 && (
            <EmptyState title="No notes yet">
              Write down calls, promises and anything the next person should know.
            </EmptyState>
          )}
          <ol aria-label="Notes, newest first" className="space-y-3">
            {data?.notes.map((note: CustomerNote) => (
              <li key={note._id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
                <p className="whitespace-pre-wrap break-words text-ink">{note.text}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {note.author.name} ({note.author.email}), {formatDateTime(note.created_at)}
                </p>
              </li>
            ))}
          </ol>
        </ListStates>
        {data && (
          <PaginationNav
            page={data.pagination.currentPage}
            pageCount={data.pagination.pageCount}
            label="Pages of notes"
            onPageChange={setPage}
          />
        )}
      </div>
    </AdminPanel>
  );
}
