import type { Team } from '@app/shared';

/** "2 of 3 seats used": the team page and the console's customer page say it alike (decision 036). */
export function seatsText(team: Pick<Team, 'seats_used' | 'seats_limit'>): string {
  return team.seats_limit === null
    ? `${team.seats_used} seats used (unlimited)`
    : `${team.seats_used} of ${team.seats_limit} seats used`;
}
