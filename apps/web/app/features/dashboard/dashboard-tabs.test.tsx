import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiStateProvider, useUiState } from '../../lib/ui-state-context';
import { DashboardTabs, dashboardTabIndex } from './dashboard-tabs';

function Header() {
  return <p data-testid="header">{useUiState().state.dashboardHeader}</p>;
}

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <UiStateProvider>
        <Header />
        <DashboardTabs pathname={pathname} />
      </UiStateProvider>
    </MemoryRouter>,
  );
}

describe('dashboard tabs', () => {
  it('maps the path to a tab', () => {
    expect(dashboardTabIndex('/dashboard')).toBe(0);
    expect(dashboardTabIndex('/dashboard/plans/')).toBe(1);
  });
  it("puts 'Subscription Plans' in the header when the plans tab is selected", () => {
    renderAt('/dashboard/plans');
    expect(screen.getByTestId('header')).toHaveTextContent('Subscription Plans');
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });
  it('shows Dashboard on the overview tab', () => {
    renderAt('/dashboard');
    expect(screen.getByTestId('header')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
});
