import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellerOptOutForm } from './seller-opt-out-form';

const CODE_SENT = 'If this number can receive texts, a 6-digit code is on its way. It expires in 10 minutes.';
const DONE = 'Done. This number is on our do-not-sell list.';
const REQUEST = '0b7f9a52-3c1d-4e8f-9a6b-2d4c6e8f0a1b';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(...answers: Response[]) {
  const fetchMock = vi.fn();
  for (const next of answers) fetchMock.mockResolvedValueOnce(next);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<SellerOptOutForm codeSentText={CODE_SENT} doneText={DONE} />);
  return { user: userEvent.setup(), fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call]![1] as RequestInit).body)) as unknown;

describe('SellerOptOutForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('texts a code, shows a wrong code’s message on the field, then confirms with the right one', async () => {
    const { user, fetchMock } = renderForm(
      answer(200, {
        message: CODE_SENT,
        result: { request_id: REQUEST, expires_at: '2026-11-27T23:30:00Z' },
      }),
      answer(400, {
        message: 'Invalid data',
        errors: [{ path: 'body.code', message: 'This code is not right. 4 tries left.' }],
      }),
      answer(200, {
        message: DONE,
        result: { phone: '(216) 555-0244', opted_out_at: '2026-11-27T23:21:00Z' },
      }),
    );
    await user.type(screen.getByLabelText('Your phone number'), '216 555 0244');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    const code = await screen.findByLabelText('6-digit code from the text');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(CODE_SENT)).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/privacy/send-seller-opt-out-code');
    expect(bodyOf(fetchMock, 0)).toEqual({ phone: '216 555 0244' });

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and opt out' }));
    const wrong = await screen.findByText('This code is not right. 4 tries left.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.getAttribute('aria-describedby')).toBe(wrong.id);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and opt out' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(DONE);
    expect(done).toHaveTextContent('Number: (216) 555-0244');
    expect(done).toHaveFocus();
    expect(bodyOf(fetchMock, 2)).toEqual({ request_id: REQUEST, code: '654321' });
  });

  it('shows the server’s word on a refused number, under the field', async () => {
    const { user } = renderForm(
      answer(400, {
        message: 'Invalid data',
        errors: [
          { path: 'body.phone', message: 'This number "555" is too short for a US number (10 digits).' },
        ],
      }),
    );
    const phone = screen.getByLabelText('Your phone number');
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    const error = await screen.findByText('This number "555" is too short for a US number (10 digits).');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByLabelText('6-digit code from the text')).toBeNull();
  });

  it('"Use a different number" goes back with the number to correct', async () => {
    const { user } = renderForm(
      answer(200, {
        message: CODE_SENT,
        result: { request_id: REQUEST, expires_at: '2026-11-27T23:30:00Z' },
      }),
    );
    await user.type(screen.getByLabelText('Your phone number'), '216 555 0299');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different number' }));
    const phone = screen.getByLabelText('Your phone number');
    expect(phone).toHaveValue('216 555 0299');
    expect(phone).toHaveFocus();
  });
});
