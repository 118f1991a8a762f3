import { AdminPageHeader } from '../features/admin/admin-page';
import { AuditLogView } from '../features/admin/audit/audit-log-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta('Audit log', 'Every admin action: who, what, which record, when, before and after.');

export default function AdminAuditPage() {
  return (
    <>
      <AdminPageHeader title="Audit log">
        Every change the team makes is recorded with who made it and the record before and after. Nothing here
        can be edited.
      </AdminPageHeader>
      <AuditLogView />
    </>
  );
}
