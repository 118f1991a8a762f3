import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardHeaderHandle, useDashboardHeader } from './use-dashboard-header';
import { UiStateProvider, useUiState } from './ui-state-context';

/** Every title the frame has drawn: the first is what a prerendered page's HTML holds. */
const drawn: string[] = [];

function Frame() {
  const header = useDashboardHeader();
  drawn.push(header);
  const { state } = useUiState();
  return (
    <>
      <h1>{header}</h1>
      <p data-testid="state">{state.dashboardHeader}</p>
      <Outlet />
    </>
  );
}

const routerAt = (path: string) =>
  createMemoryRouter(
    [
      {
        element: (
          <UiStateProvider>
            <Frame />
          </UiStateProvider>
        ),
        children: [
          { path: 'wallet', handle: dashboardHeaderHandle('Wallet'), element: <p>wallet page</p> },
          {
            path: 'purchased-leads',
            handle: dashboardHeaderHandle('Purchased Leads'),
            element: <Outlet />,
            children: [{ path: 'api-keys', handle: dashboardHeaderHandle('API Keys'), element: <p>keys</p> }],
          },
          { path: 'untitled', element: <p>no title of its own</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );

describe('the customer area header (docs/product.md §3, issue 24.1)', () => {
  it("shows the route's own title from the first render, and keeps the UI state's dashboardHeader on it", async () => {
    drawn.length = 0;
    render(<RouterProvider router={routerAt('/wallet')} />);
    // Not 'Dashboard' first and the title once an effect has run: the HTML is written at once.
    expect(drawn[0]).toBe('Wallet');
    expect(new Set(drawn)).toEqual(new Set(['Wallet']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wallet');
    expect(await screen.findByTestId('state')).toHaveTextContent('Wallet');
  });

  it('takes the deepest route that names one', async () => {
    render(<RouterProvider router={routerAt('/purchased-leads/api-keys')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('API Keys');
    expect(await screen.findByTestId('state')).toHaveTextContent('API Keys');
  });

  it("falls back to the UI state, then to 'Dashboard', on a route that names none", () => {
    render(<RouterProvider router={routerAt('/untitled')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('state')).toHaveTextContent('');
  });
});
