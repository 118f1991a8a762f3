import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeSecret, SHOWN_ONCE_WARNING } from './one-time-secret';

function Harness() {
  const [secret, setSecret] = useState<string | null>('whsec_c2VjcmV0');
  return secret ? (
    <OneTimeSecret
      title="Your signing secret"
      label="the signing secret"
      value={secret}
      onDismiss={() => setSecret(null)}
    />
  ) : (
    <p>Gone</p>
  );
}

describe('OneTimeSecret', () => {
  it('shows the value once with the warning and a copy button, and drops it on "Done"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText(SHOWN_ONCE_WARNING)).toBeInTheDocument();
    expect(SHOWN_ONCE_WARNING).toBe("Copy it now: you won't see it again");
    expect(screen.getByLabelText('the signing secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(screen.getByRole('button', { name: 'Copy the signing secret' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done, I have copied it' }));
    expect(screen.queryByText('whsec_c2VjcmV0')).not.toBeInTheDocument();
    expect(screen.getByText('Gone')).toBeInTheDocument();
  });

  it('says Copied! after copying', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Copy the signing secret' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });
});
