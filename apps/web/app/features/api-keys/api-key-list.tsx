import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { ApiKeyActions } from './api-key-actions';
import { isApiKeyActive, lastUsedText, maskedKeyPrefix, sortApiKeys } from './api-key-format';
import type { ApiKey } from '../../lib/delivery-types';

function KeyState({ apiKey }: { apiKey: ApiKey }) {
  return apiKey.revoked_at ? (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusBadge tone="slate">Revoked</StatusBadge>
      <span className="text-xs text-slate-600">{formatDate(apiKey.revoked_at)}</span>
    </span>
  ) : (
    <StatusBadge tone="green">Active</StatusBadge>
  );
}

/**
 * The member's keys: a card per key on phones, a table from the large breakpoint. Only the
 * prefix is ever shown; the rest of a key exists nowhere but in the member's own copy.
 */
export function ApiKeyList({
  keys,
  onRotated,
}: {
  keys: readonly ApiKey[];
  onRotated: (created: { name: string; key: string }) => void;
}) {
  const sorted = sortApiKeys(keys);
  return (
    <>
      <ul aria-label="Your API keys" className="space-y-3 lg:hidden">
        {sorted.map((apiKey) => (
          <li
            key={apiKey._id}
            className={`rounded-xl border p-4 ${isApiKeyActive(apiKey) ? 'border-slate-200' : 'border-slate-200 bg-slate-50'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 break-words font-semibold text-ink">{apiKey.name}</p>
              <KeyState apiKey={apiKey} />
            </div>
            <p className="mt-1 font-mono text-sm text-slate-800">{maskedKeyPrefix(apiKey.prefix)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Created</dt>
              <dd className="text-ink">{formatDateTime(apiKey.created_at)}</dd>
              <dt className="text-slate-600">Last used</dt>
              <dd className="text-ink">{lastUsedText(apiKey.last_used_at)}</dd>
            </dl>
            {isApiKeyActive(apiKey) && (
              <div className="mt-3">
                <ApiKeyActions apiKey={apiKey} onRotated={onRotated} />
              </div>
            )}
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your API keys</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Name
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Key
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Created
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Last used
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((apiKey) => (
              <tr key={apiKey._id} className={isApiKeyActive(apiKey) ? '' : 'text-slate-600'}>
                <th scope="row" className="max-w-56 break-words py-3 pr-4 font-semibold text-ink">
                  {apiKey.name}
                </th>
                <td className="py-3 pr-4 font-mono">{maskedKeyPrefix(apiKey.prefix)}</td>
                <td className="whitespace-nowrap py-3 pr-4">{formatDateTime(apiKey.created_at)}</td>
                <td className="whitespace-nowrap py-3 pr-4">{lastUsedText(apiKey.last_used_at)}</td>
                <td className="py-3 pr-4">
                  <KeyState apiKey={apiKey} />
                </td>
                <td className="py-3">
                  {isApiKeyActive(apiKey) && <ApiKeyActions apiKey={apiKey} onRotated={onRotated} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
