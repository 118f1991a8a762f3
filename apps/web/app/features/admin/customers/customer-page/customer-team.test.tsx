import { render, screen } from '@testing-library/react';
import type { CustomerDetail } from '@app/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomerTeam } from './customer-team';

const owner = {
  user_id: 'owner-1',
  name: 'Morgan Reyes',
  email: 'morgan@example.com',
  role: 'owner' as const,
  added_at: '2026-11-01T12:00:00.000Z',
};
const buyer = {
  user_id: 'buyer-1',
  name: 'Pat Buyer',
  email: 'pat@example.com',
  role: 'buyer' as const,
  added_at: '2026-11-20T12:00:00.000Z',
};

/** An owner's team as the API gives it; each test changes what it is about. */
const teamOf = (team: Partial<CustomerDetail['team']>): CustomerDetail['team'] => ({
  account_name: 'Morgan Reyes',
  seats_used: 2,
  seats_limit: 3,
  members: [owner, buyer],
  invitations: [],
  role: 'owner',
  account: null,
  ...team,
});

const show = (customerId: string, team: CustomerDetail['team']) =>
  render(
    <MemoryRouter>
      <CustomerTeam customerId={customerId} team={team} />
    </MemoryRouter>,
  );

describe("the console's team panel (issue 22.4)", () => {
  it("lists an owner's members, linked to their pages, and the invitations still open", () => {
    show(
      'owner-1',
      teamOf({
        seats_used: 3,
        invitations: [
          {
            _id: 'inv-1',
            email: 'waiting@example.com',
            role: 'viewer',
            created_at: '2026-11-27T12:00:00.000Z',
            expires_at: '2026-12-04T12:00:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText(/Owner of their account\. 3 of 3 seats used\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pat Buyer' }).getAttribute('href')).toBe(
      '/admin/customers/buyer-1',
    );
    expect(screen.queryByRole('link', { name: 'Morgan Reyes' })).toBeNull();
    expect(screen.getByText('waiting@example.com')).toBeTruthy();
  });

  it("names a member's account and role, and links to the owner", () => {
    show(
      'buyer-1',
      teamOf({
        role: 'buyer',
        account: { _id: 'owner-1', name: 'Morgan Reyes', email: 'morgan@example.com' },
      }),
    );
    expect(screen.getByText(/^Buyer in the account of/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Morgan Reyes' })[0]!.getAttribute('href')).toBe(
      '/admin/customers/owner-1',
    );
    expect(screen.queryByText('Pat Buyer')).toBeNull();
  });

  it('says so when an owner has nobody in the team', () => {
    show('owner-1', teamOf({ seats_used: 1, seats_limit: 1, members: [owner] }));
    expect(
      screen.getByText(
        'Owner of their account, with no team members and no invitations open. 1 of 1 seat used.',
      ),
    ).toBeTruthy();
  });
});
