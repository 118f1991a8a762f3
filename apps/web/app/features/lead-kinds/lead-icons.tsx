/** The handful of line icons the lead pages use, inline so nothing loads from the network. */
const PATHS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  home: 'M3 11 12 4l9 7M5 10v10h14V10',
  building: 'M4 21V5l8-3v19M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M3 21h18',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4v.01',
  message: 'M4 5h16v11H9l-5 4V5Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  check: 'm5 12 5 5 9-10',
  file: 'M6 3h8l4 4v14H6V3Zm8 0v4h4M9 13h6M9 17h6',
  webhook: 'M8 17a4 4 0 1 1 2-7.5M16 17h-6l3-6M14 6a4 4 0 1 1 4 6.9',
  sheet: 'M4 4h16v16H4V4Zm0 6h16M4 15h16M10 4v16',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0m1-9a3 3 0 1 0 0-6m2 15h3a6 6 0 0 0-4-5.6',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4V7Zm0 0V5h12v2m0 6h.01',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  refresh: 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4m-4 5a8 8 0 0 0 14.9 3M20 20v-4h-4',
} as const;

export type LeadIconName = keyof typeof PATHS;

export function LeadIcon({ name, className = 'size-5' }: { name: LeadIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
