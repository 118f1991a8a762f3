import { AdminPageHeader } from '../features/admin/admin-page';
import { CsvImportPanel } from '../features/admin/import/csv-import-panel';
import { ImportHistoryPanel } from '../features/admin/import/import-history-panel';
import { SingleLeadPanel } from '../features/admin/import/single-lead-panel';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Import leads',
    'Upload the daily lead CSV, check every row, and publish at 10:00 Central or at once.',
  );

export default function AdminImportPage() {
  return (
    <>
      <AdminPageHeader title="Import leads">
        Every row is checked before anything is saved: a real US ZIP in its state, a valid US phone, no
        duplicate of a lead we already have. Buyers expect the daily upload by 10:00 AM Central; every import
        stays in the history below.
      </AdminPageHeader>
      <div className="space-y-6">
        <CsvImportPanel />
        <SingleLeadPanel />
        <ImportHistoryPanel />
      </div>
    </>
  );
}
