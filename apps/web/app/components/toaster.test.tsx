import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('is not in the first render, and still shows a toast raised before it loaded', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    toast.success('Message sent. We will get back to you soon.');
    expect(
      await screen.findByText('Message sent. We will get back to you soon.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
