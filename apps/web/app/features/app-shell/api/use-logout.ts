import { logout } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { currentUserQueryKey } from '../../../lib/use-current-user';
import { serverErrorText } from '../../../lib/server-error-text';

/** Signs out, forgets everything the member's pages loaded, and returns to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(logout),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerQueryKeys.all });
      queryClient.setQueryData(currentUserQueryKey, null);
      navigate('/login', { replace: true });
      toast.success('You are logged out.');
    },
    onError: (error) => toast.error(serverErrorText(error, 'We could not log you out. Please try again.')),
  });
}
