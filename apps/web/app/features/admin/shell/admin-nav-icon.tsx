import type { AdminNavIcon } from './admin-nav-items';

const PATHS: Record<AdminNavIcon | 'logout' | 'site', string> = {
  leads: 'M4 6h16M4 12h16M4 18h10',
  import: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2',
  requests: 'M4 5h16v11H8l-4 4zm4 4h8m-8 3h5',
  affiliates:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6m8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6M2 20a6 6 0 0 1 12 0m0 0a6 6 0 0 1 8-5.6',
  plans: 'M4 5h16v14H4zm0 5h16M8 15h3',
  // A stack of coins.
  'credit-packs':
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7m-16 5v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  customers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-7 8a7 7 0 0 1 14 0',
  invoices: 'M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6m-6 4h6m-6 4h3',
  messages: 'M3 6h18v12H3zm0 0 9 7 9-7',
  // A phone handset, struck through.
  'opt-outs':
    'M5 4h3l1.5 4-2 1.5a11 11 0 0 0 5 5l1.5-2 4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2M4 4l16 16',
  // A bar chart.
  'lead-quality': 'M4 20h16M7 16v-4m5 4V8m5 8v-6',
  audit: 'M9 4h6l1 2h3v15H5V6h3zm0 7h6m-6 4h4',
  logout: 'M15 4h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-3M10 17l5-5-5-5m5 5H4',
  site: 'M3 10.5 12 4l9 6.5M5 9v10a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9',
};

export function AdminIcon({ name }: { name: AdminNavIcon | 'logout' | 'site' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
