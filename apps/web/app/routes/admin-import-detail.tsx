import { useParams } from 'react-router';
import { ImportDetailView } from '../features/admin/import/import-detail-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Import',
    'One lead import: who ran it and when, its counts, its leads now and the rows it skipped.',
  );

export default function AdminImportDetailPage() {
  const { batchId = '' } = useParams();
  // A new import's page for each id: nothing of the previous one stays on screen.
  return <ImportDetailView key={batchId} batchId={batchId} />;
}
