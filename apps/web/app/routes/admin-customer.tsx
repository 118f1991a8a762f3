import { useParams } from 'react-router';
import { CustomerPageView } from '../features/admin/customers/customer-page/customer-page-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Customer',
    "One customer: account, subscription, wallet and credit history, refund rate, requests and the team's notes.",
  );

export default function AdminCustomerPage() {
  const { customerId = '' } = useParams();
  // A new customer's page for each id: nothing of the previous one stays on screen.
  return <CustomerPageView key={customerId} customerId={customerId} />;
}
