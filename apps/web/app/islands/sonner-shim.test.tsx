import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './sonner-shim';

describe('the sonner stand-in of the islands (decision 013)', () => {
  it('shows nothing until the first toast, then sonner shows it', async () => {
    const { container } = render(<Toaster position="top-right" richColors />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Message sent. We will get back to you soon.');
    toast.error('The sign-up failed.');
    expect(await screen.findByText('Message sent. We will get back to you soon.')).toBeInTheDocument();
    expect(await screen.findByText('The sign-up failed.')).toBeInTheDocument();
    expect(container.querySelector('[data-sonner-toaster][data-x-position="right"]')).not.toBeNull();
  });
});
