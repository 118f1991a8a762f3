import { buttonClass } from '../../../components/form-controls';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Says, on every screen of the view, whose account this is and that nothing can be changed
 * (decision 034); Exit ends the view on the server and returns to the customer's page.
 */
export function ViewAsBanner({
  email,
  expiresAt,
  isExiting,
  onExit,
}: {
  email: string;
  expiresAt: string;
  isExiting: boolean;
  onExit: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Read-only view"
      className="sticky top-0 z-30 bg-amber-100 shadow-sm ring-1 ring-amber-300"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <p className="font-bold text-amber-950">
            Viewing as <span className="break-all">{email}</span> — read only
          </p>
          <p className="text-sm text-amber-900">
            What this customer sees. Buttons are switched off and the server refuses every change. The view
            closes at {formatDateTime(expiresAt)}.
          </p>
        </div>
        <button type="button" className={buttonClass('primary', 'sm')} disabled={isExiting} onClick={onExit}>
          {isExiting ? 'Exiting...' : 'Exit view'}
        </button>
      </div>
    </div>
  );
}
