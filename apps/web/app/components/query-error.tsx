import { serverErrorText } from '../lib/server-error-text';

/** A failed read, with the server's sentence and a way to try again. */
export function QueryError({ error, onRetry, what }: { error: unknown; onRetry?: () => void; what: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900">
      <p className="font-semibold">We could not load {what}.</p>
      <p className="mt-1 text-sm">{serverErrorText(error, 'Check your connection and try again.')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Try again
        </button>
      )}
    </div>
  );
}
