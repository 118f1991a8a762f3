import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** One client for all the islands of a public page, so they share what they have fetched. */
let islandsClient: QueryClient | null = null;

/**
 * For a component that fetches and may be an island of a prerendered public page (decision 008):
 * inside the app it uses the app's client; as an island, which has no app around it, the page's.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const appClient = useContext(QueryClientContext);
  if (appClient) return children;
  islandsClient ??= createAppQueryClient();
  return <QueryClientProvider client={islandsClient}>{children}</QueryClientProvider>;
}
