import { logout } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callApi } from '../../../../lib/api-client';
import { serverErrorText } from '../../../../lib/server-error-text';
import { currentUserQueryKey } from '../../../../lib/use-current-user';
import { adminQueryKeys } from '../../admin-query-keys';

/** Signs out and forgets everything the console loaded (customers' data must not linger in memory). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(logout),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.all });
      queryClient.setQueryData(currentUserQueryKey, null);
      navigate('/login', { replace: true });
      toast.success('You are logged out.');
    },
    onError: (error) => toast.error(serverErrorText(error, 'We could not log you out. Please try again.')),
  });
}
