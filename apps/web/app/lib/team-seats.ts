import type { Team } from '@app/shared';

const seats = (count: number) => (count === 1 ? 'seat' : 'seats');

/**
 * "2 of 3 seats used", "1 of 1 seat used": the team page and the console's customer page say it
 * alike (decision 036).
 */
export function seatsText(team: Pick<Team, 'seats_used' | 'seats_limit'>): string {
  return team.seats_limit === null
    ? `${team.seats_used} ${seats(team.seats_used)} used (unlimited)`
    : `${team.seats_used} of ${team.seats_limit} ${seats(team.seats_limit)} used`;
}
