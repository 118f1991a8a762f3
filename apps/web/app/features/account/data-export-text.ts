import type { DataExport } from '@app/shared';
import { formatDate } from '../../lib/format-date';

/** 3 KB, 1.4 MB: the size of the ZIP as people read it. */
export const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a request's line says, by its state. */
export function dataExportStatusText(item: DataExport): string {
  if (item.status === 'ready' && item.expires_at)
    return `Ready · ${kilobytes(item.size_bytes ?? 0)} · download until ${formatDate(item.expires_at)}`;
  if (item.status === 'failed')
    return 'We could not build this copy. Ask for a new one; if it fails again, write to us.';
  return 'Being prepared. We e-mail you when it is ready, usually within a minute.';
}
