import { AdminPageHeader } from '../features/admin/admin-page';
import { LeadQualityBySource } from '../features/admin/lead-quality/lead-quality-by-source';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta('Lead quality', 'The public lead-quality figures of the last 90 days, by lead source.');

export default function AdminLeadQualityPage() {
  return (
    <>
      <AdminPageHeader title="Lead quality">
        The figures buyers see on the public lead-quality pages, for the last 90 days, by where the leads came
        from: how fast they sell, how often buyers reach the seller, how often we give the money back.{' '}
        <a href="/lead-quality" className="font-semibold text-brand-800 underline underline-offset-4">
          The public pages by state
        </a>
        .
      </AdminPageHeader>
      <LeadQualityBySource />
    </>
  );
}
