import { Link, useNavigate } from 'react-router';
import { FormAlert, buttonClass } from '../../../../components/form-controls';
import { QueryError } from '../../../../components/query-error';
import { LoadingRegion, Skeleton } from '../../../../components/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { saveViewAsSession } from '../../../../lib/view-as';
import { AdminPageHeader } from '../../admin-page';
import { useCustomerDetail, useStartViewAs } from '../api/use-customer-page';
import { CustomerCreditHistory, CustomerWalletHistory } from './customer-histories';
import { CustomerNotes } from './customer-notes';
import { CustomerRequests } from './customer-requests';
import { CustomerSummary } from './customer-summary';
import { CustomerTeam } from './customer-team';

/** Opens the read-only view in this tab (decision 034); the API audits the opening. */
function ViewAsButton({ customerId, email }: { customerId: string; email: string }) {
  const start = useStartViewAs();
  const navigate = useNavigate();
  const open = async () => {
    const view = await start.mutateAsync(customerId);
    saveViewAsSession({ token: view.token, customerId, email, expiresAt: view.expires_at });
    await navigate(`/admin/view-as/${customerId}`);
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" className={buttonClass('secondary')} disabled={start.isPending} onClick={open}>
        {start.isPending ? 'Opening...' : 'View as customer (read only)'}
      </button>
      {start.error && (
        <FormAlert>
          {start.error instanceof ApiError ? start.error.userMessage : 'The view could not be opened.'}
        </FormAlert>
      )}
    </div>
  );
}

/** One customer's page in the console (issue 21.4). */
export function CustomerPageView({ customerId }: { customerId: string }) {
  const { data, isPending, error, refetch } = useCustomerDetail(customerId);
  if (isPending)
    return (
      <LoadingRegion label="Loading the customer">
        <div className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      </LoadingRegion>
    );
  if (error) return <QueryError error={error} what="the customer" onRetry={() => refetch()} />;
  const { member } = data;
  const canViewAs = member.role === 'customer' && member.status === 'active';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/customers" className="font-semibold text-brand-700 underline underline-offset-2">
          All customers
        </Link>
      </p>
      <AdminPageHeader
        title={member.name}
        actions={canViewAs ? <ViewAsButton customerId={member._id} email={member.email} /> : undefined}
      >
        <span className="break-all">{member.email}</span>
      </AdminPageHeader>
      <div className="space-y-5">
        <CustomerSummary detail={data} />
        <CustomerTeam customerId={member._id} team={data.team} />
        <CustomerNotes customerId={customerId} />
        <CustomerRequests requests={data.requests} />
        <CustomerWalletHistory customerId={customerId} />
        <CustomerCreditHistory customerId={customerId} />
      </div>
    </>
  );
}
