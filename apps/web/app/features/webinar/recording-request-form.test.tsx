import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingRequestForm } from './recording-request-form';

function renderForm() {
  return render(<RecordingRequestForm isPast />);
}

const respond = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

describe('RecordingRequestForm (past webinar)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts 'Webinar recording request' to the contact endpoint and confirms", async () => {
    const fetchMock = respond(200, { message: 'Data added successfully', result: true });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Dana Reed');
    await user.type(screen.getByLabelText('Email'), 'Dana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Get the recording' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will email you the recording');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/contact/create-contact-message',
      expect.objectContaining({ method: 'POST' }),
    );
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Dana Reed',
      email: 'dana@example.com',
      message: 'Webinar recording request',
    });
  });

  it('shows the server error and keeps the form when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(500, { message: 'Error', result: null }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Dana Reed');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Get the recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Reed');
  });

  it('does not call the server while the email is invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Dana Reed');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Get the recording' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
