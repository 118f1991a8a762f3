import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ContactForm } from './contact-form';

function renderForm() {
  render(
    <>
      <h2 id="contact-title">Contact us</h2>
      <ContactForm />
    </>,
  );
  return userEvent.setup();
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jordan Miles');
  await user.type(screen.getByLabelText('Email'), 'Jordan@Example.com');
  await user.type(screen.getByLabelText('Message'), 'Do you have leads in Tulsa, Oklahoma?');
}

describe('ContactForm (home section 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the schema messages and sends nothing while fields are invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message as JSON, clears the form and confirms on success', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: MESSAGES.added, result: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(/your message is on its way/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/contact/create-contact-message');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jordan Miles',
      email: 'jordan@example.com',
      message: 'Do you have leads in Tulsa, Oklahoma?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          message: MESSAGES.error,
          result: null,
          errors: [{ path: 'body.email', message: 'This email domain does not accept mail' }],
        }),
      ),
    );
    const user = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This email domain does not accept mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Miles');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have leads in Tulsa, Oklahoma?');
  });

  it('shows a clear error line when the server fails without field errors', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(500, { message: MESSAGES.error, result: null })),
    );
    const user = renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.error));
    expect(screen.getByLabelText('Email')).toHaveValue('Jordan@Example.com');
  });
});
