import { toast } from 'sonner';
import { AdminPanel } from '../admin-page';
import { LeadForm } from '../lead-form';
import { toCreateLeadBody } from '../lead-form-values';
import { useCreateLead } from './api/use-lead-import';

/** One lead typed in by hand, checked like a CSV row (admin/create-lead). */
export function SingleLeadPanel() {
  const createLead = useCreateLead();
  return (
    <AdminPanel
      title="Single lead"
      description="For a lead that came in by phone or email. The same checks as a CSV row: a real US ZIP in its state, a valid US phone, no lead with the same phone at the same address."
    >
      <div className="max-w-4xl">
        <LeadForm
          mode="create"
          submitLabel="Add lead"
          pendingLabel="Adding lead..."
          afterSave="reset"
          defaultValues={{ publish: 'next_window' }}
          onSubmit={async (values) => {
            const result = await createLead.mutateAsync(toCreateLeadBody(values));
            toast.success(
              result.status === 'published'
                ? 'Lead added and published.'
                : 'Lead added: it goes live at the next 10:00 Central window.',
            );
          }}
        />
      </div>
    </AdminPanel>
  );
}
