import { MESSAGES } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../lib/use-current-user';
import { TextAlertsForm } from './text-alerts-form';

function renderForm(
  currentPhone: string | null,
  pausedAt: string | null = null,
  planWithoutTexts?: string | null,
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TextAlertsForm currentPhone={currentPhone} pausedAt={pausedAt} planWithoutTexts={planWithoutTexts} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), invalidate };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const call = (fetchMock: ReturnType<typeof vi.fn>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};
/** A fresh answer each time: a Response's body can be read once. */
const codeSent = () =>
  jsonResponse(200, {
    message: MESSAGES.added,
    result: { pending_phone: '+14025550100', expires_at: '2026-11-21T15:10:00.000Z' },
  });

describe('TextAlertsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a code checks the number, how often texts come and how to stop them', () => {
    renderForm(null);
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveAccessibleDescription(
      'US numbers only. We text it a code to check it is yours. At most one alert a day; reply STOP to opt out. Message and data rates may apply.',
    );
    expect(screen.queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();
  });

  it('refuses a number that is not a US phone without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '12345');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter a US mobile number, e.g. (402) 555-0100')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('texts a code to the number, and saves the number only when the code is typed back', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(codeSent())
      .mockResolvedValueOnce(
        jsonResponse(200, { message: MESSAGES.edited, result: { alert_phone: '+14025550100' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { user, invalidate } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '402.555.0100');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/We texted a 6-digit code to/)).toHaveTextContent(
      'We texted a 6-digit code to (402) 555-0100.',
    );
    expect(call(fetchMock, 0)).toEqual({
      url: '/api/v1/auth/send-alert-phone-code',
      body: { phone: '+14025550100' },
    });
    expect(invalidate).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code from the text'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryKey }));
    expect(call(fetchMock, 1)).toEqual({ url: '/api/v1/auth/confirm-alert-phone', body: { code: '123456' } });
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
  });

  it("shows the server's answer to a wrong code under the code field", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(codeSent())
        .mockResolvedValueOnce(
          jsonResponse(400, {
            message: MESSAGES.editFailed,
            result: null,
            detail: 'This code is not right. 4 tries left.',
            errors: [{ path: 'body.code', message: 'This code is not right. 4 tries left.' }],
          }),
        ),
    );
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '(402) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByLabelText('Code from the text'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText('This code is not right. 4 tries left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the text')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's error about the number under the number field", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          message: MESSAGES.addFailed,
          result: null,
          errors: [{ path: 'body.phone', message: 'This number cannot receive texts' }],
        }),
      ),
    );
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '(402) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('This number cannot receive texts')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the saved number', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: MESSAGES.edited, result: { alert_phone: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, invalidate } = renderForm('+14025550100');
    expect(screen.getByText('(402) 555-0100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove number' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryKey }));
    expect(call(fetchMock, 0)).toEqual({ url: '/api/v1/auth/remove-alert-phone', body: undefined });
  });

  it('says texts are paused after a STOP reply, and how to resume them', () => {
    renderForm('+14025550100', '2026-11-20T15:00:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Texts are paused. You replied STOP to one of our texts on November 20, 2026, so we send nothing to this number. To get alerts by text again, reply START to any of our texts. Emails keep coming.',
    );
  });

  it('shows no pause while texts go out', () => {
    renderForm('+14025550100');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says when the member's plan has no text alerts, keeps the number removable and offers Billing", () => {
    renderForm('+14025550100', null, 'Basic');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Basic plan does not include new-lead text alerts. Nothing is texted to (402) 555-0100 until your plan includes them; the number stays on file. Matches of your saved searches still come by e-mail.',
    );
    expect(screen.queryByRole('button', { name: 'Text me a code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade in Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('button', { name: 'Remove number' })).toBeInTheDocument();
  });

  it('sends a member without a plan to choose one', () => {
    renderForm(null, null, null);
    expect(screen.getByRole('status')).toHaveTextContent(
      'New-lead text alerts come with a plan. Matches of your saved searches still come by e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Choose a plan in Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();
  });
});
