import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';

interface ListStatesProps {
  what: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText?: ReactNode;
  children: ReactNode;
}

/** Loading, failed, empty or the list itself: the four states every operations list has. */
export function ListStates({
  what,
  isPending,
  error,
  onRetry,
  isEmpty,
  emptyTitle,
  emptyText,
  children,
}: ListStatesProps) {
  if (isPending) {
    return (
      <LoadingRegion label={`Loading ${what}`}>
        <div className="space-y-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what={what} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return <>{children}</>;
}
