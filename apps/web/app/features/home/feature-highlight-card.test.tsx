import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeatureHighlightCard } from './feature-highlight-card';
import { FEATURE_HIGHLIGHTS } from './feature-highlights-data';

describe('FeatureHighlightCard (docs/product.md §5: 100 characters with See more / See less)', () => {
  it('has the four items of docs/product.md §2.3, each longer than the cut', () => {
    expect(FEATURE_HIGHLIGHTS.map((item) => item.title)).toEqual([
      'Exclusive Leads',
      'Premium Leads',
      'Features',
      'Wallet',
    ]);
    for (const item of FEATURE_HIGHLIGHTS) expect(item.description.length).toBeGreaterThan(100);
  });

  it('expands and collapses the description', async () => {
    const item = FEATURE_HIGHLIGHTS[3]!;
    const user = userEvent.setup();
    render(<FeatureHighlightCard item={item} icon={null} />);

    const cut = `${item.description.slice(0, 100).trimEnd()}...`;
    expect(screen.getByText(cut)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /^See more about Wallet$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByText(item.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^See less about Wallet$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /^See less about Wallet$/ }));
    expect(screen.getByText(cut)).toBeInTheDocument();
  });
});
