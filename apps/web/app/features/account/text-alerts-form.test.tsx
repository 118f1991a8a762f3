import { MESSAGES } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../lib/use-current-user';
import { TextAlertsForm } from './text-alerts-form';

function renderForm(currentPhone: string | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <TextAlertsForm currentPhone={currentPhone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), invalidate };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as unknown;

describe('TextAlertsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how often texts come and how to stop them', () => {
    renderForm(null);
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveAccessibleDescription(
      'US numbers only. At most one text a day; reply STOP to opt out. Message and data rates may apply.',
    );
    expect(screen.queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();
  });

  it('refuses a number that is not a US phone without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Enter a US mobile number, e.g. (402) 555-0100')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the number in E.164 and refreshes the signed-in member', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        jsonResponse(200, { message: MESSAGES.edited, result: { alert_phone: '+14025550100' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { user, invalidate } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '402.555.0100');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryKey }));
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/v1/auth/update-alert-phone');
    expect(sentBody(fetchMock)).toEqual({ phone: '+14025550100' });
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveValue('(402) 555-0100');
  });

  it("shows the server's error under the field", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          message: MESSAGES.error,
          result: null,
          errors: [{ path: 'body.phone', message: 'This number cannot receive texts' }],
        }),
      ),
    );
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Mobile number for new-lead alerts'), '(402) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
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
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveValue('(402) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Remove number' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryKey }));
    expect(sentBody(fetchMock)).toEqual({ phone: null });
    expect(screen.getByLabelText('Mobile number for new-lead alerts')).toHaveValue('');
  });
});
