import { Navigate } from 'react-router';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Operations',
    'The team’s console: leads, imports, requests, affiliates, plans, customers, invoices, messages and the do-not-sell list.',
  );

/** /admin opens the first area of the menu. */
export default function AdminIndexPage() {
  return <Navigate to="/admin/leads" replace />;
}
