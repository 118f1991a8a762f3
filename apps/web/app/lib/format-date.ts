const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Dec 3, 2026' in the reader's own time zone. */
export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** 'Dec 3, 2026, 9:41 AM' in the reader's own time zone. */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}
