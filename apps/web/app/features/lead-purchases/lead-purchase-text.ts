/** "Spend 1 of your 23 credits?" before a premium take (issue 18.6); without the figure yet, the question alone. */
export function premiumConfirmTitle(creditsLeft: number | undefined): string {
  if (creditsLeft === undefined) return 'Spend 1 premium credit?';
  return `Spend 1 of your ${creditsLeft} ${creditsLeft === 1 ? 'credit' : 'credits'}?`;
}
