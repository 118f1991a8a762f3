/**
 * The arithmetic of a plan change (issue 20.1, decision 029), kept pure so that property tests can
 * try it on any day of any period.
 */

/** Card networks and Stripe refuse smaller charges; an upgrade that would cost less is not charged. */
export const MIN_CARD_CHARGE_CENTS = 50;

type PlanTerms = { id: string; priceCents: number; occurrence: 'monthly' | 'yearly' };

/**
 * When a switch from one plan to another applies: a dearer plan of the same billing period at
 * once (the member is short of credits now), anything else (a cheaper plan, monthly to yearly or
 * back) at the next renewal, when the new period starts at the new price.
 */
export function planChangeTiming(from: PlanTerms, to: PlanTerms): 'now' | 'renewal' {
  return from.occurrence === to.occurrence && to.priceCents > from.priceCents ? 'now' : 'renewal';
}

/**
 * The price difference times the part of the period that is left, rounded half up to the cent,
 * computed on whole milliseconds in integers so that no period is too long for exact arithmetic.
 * Never negative; nothing once the period is over.
 */
export function proratedDifferenceCents(input: {
  fromPriceCents: number;
  toPriceCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const difference = input.toPriceCents - input.fromPriceCents;
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  if (difference <= 0 || total <= 0) return 0;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const numerator = 2n * BigInt(difference) * BigInt(left) + BigInt(total);
  return Number(numerator / (2n * BigInt(total)));
}

/** What an upgrade charges: the prorated difference, or nothing when it is below the card minimum. */
export const upgradeChargeCents = (prorated: number) => (prorated < MIN_CARD_CHARGE_CENTS ? 0 : prorated);
