import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Sends an emailed link's token once when the page opens. Tokens work once, so a second
 * request (React's development double effect, a re-render) must never go out.
 */
export function useTokenOnce<T>(
  token: string | null,
  send: (token: string) => Promise<T>,
  onSuccess: (result: T) => void,
): UseMutationResult<T, Error, string> {
  const mutation = useMutation({ mutationFn: send, onSuccess });
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  return mutation;
}
