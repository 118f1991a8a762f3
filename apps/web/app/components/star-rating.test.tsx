import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('reads out as one phrase and fills five stars without an outlined row', () => {
    const { container } = render(<StarRating />);
    const rating = screen.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(rating).toHaveClass('text-accent');
    expect(container.querySelectorAll('.star-row')).toHaveLength(1);
    expect(container.querySelector('.star-row')).toHaveClass('w-[5.5rem]');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('fills as many stars as the rating over the outlined row, whole stars only, between 0 and 5', () => {
    const { container, rerender } = render(<StarRating rating={4} className="text-amber-500" />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveClass('text-amber-500');
    expect(container.querySelector('.star-row-outline')).not.toBeNull();
    expect(container.querySelector('.star-row:not(.star-row-outline)')).toHaveClass('w-[4.5rem]');
    rerender(<StarRating rating={9} />);
    expect(container.querySelector('.star-row:not(.star-row-outline)')).toHaveClass('w-[5.5rem]');
    rerender(<StarRating rating={-1} />);
    expect(container.querySelector('.star-row:not(.star-row-outline)')).toHaveClass('w-0');
  });
});
