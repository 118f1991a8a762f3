import type { AppNavIcon } from './app-nav-items';

const PATHS: Record<AppNavIcon | 'logout', string> = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-5H4zm10 0h6v-9h-6zm0-16v5h6V4z',
  marketplace: 'M3 10.5 12 4l9 6.5M5 9v10a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9',
  pipeline: 'M4 5h4v14H4zm6 0h4v9h-4zm6 0h4v5h-4z',
  roi: 'M4 19h16M5 15l4-4 3 3 7-7m0 0h-4m4 0v4',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7m-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a5 5 0 0 0-4-4.9',
  purchased: 'M7 3h10l1 4H6zM5 7h14v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zm4 5h6',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4zm0 0V5a1 1 0 0 1 1-1h11v3m0 7h2',
  billing: 'M3 6h18v12H3zm0 4h18M7 15h3',
  requests: 'M4 5h16v11H8l-4 4zm4 4h8m-8 3h5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-7 8a7 7 0 0 1 14 0',
  logout: 'M15 4h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-3M10 17l5-5-5-5m5 5H4',
};

export function NavIcon({ name }: { name: AppNavIcon | 'logout' }) {
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
