import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ownedLead } from '../../lib/lead-fixtures';
import { LeadRequestAction, REQUEST_FORM_LOAD_FAILED } from './lead-request-action';

// The replacement form is its own chunk (issue 24.1); here its file cannot be loaded, as after a
// release replaced it or when the connection drops. The refund form loads as usual.
vi.mock('./replacement-request-form', () => ({
  get ReplacementRequestForm(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/replacement-request-form.js');
  },
}));

const now = new Date('2026-11-27T15:00:00.000Z');
const openUntil = '2026-11-29T15:00:00.000Z';

function renderAction(leadType: 'premium' | 'exclusive') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LeadRequestAction
          lead={ownedLead({ lead_type: leadType, request_deadline: openUntil })}
          now={now}
          canRequest
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeadRequestAction', () => {
  beforeEach(() => {
    // jsdom has <dialog> without its modal methods.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it('loads the refund form when the member opens it', async () => {
    renderAction('exclusive');
    await userEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByLabelText('Reason')).toBeVisible();
    expect(screen.getByLabelText('Evidence: your call, SMS or email log')).toBeVisible();
  });

  it('says so in the dialog when the form cannot load, and sends nothing', async () => {
    // React reports the error its boundary caught; expected here, and checked below.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAction('premium');
    // A click without the pointer's approach, which would fetch the form first: after this mock's
    // factory failed once, Vitest hands the real module to the next import.
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_FORM_LOAD_FAILED);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
