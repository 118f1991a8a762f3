import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPosterCard } from './video-poster-card';

describe('VideoPosterCard (docs/product.md §12: a poster until a video URL is configured)', () => {
  const play = vi.fn();

  beforeEach(() => {
    play.mockReset().mockResolvedValue(undefined);
    HTMLMediaElement.prototype.play = play;
  });

  it('shows only the poster, with no play button and no player, without a URL', () => {
    const { container } = render(
      <VideoPosterCard
        title="Marcus Reed, Wholesaler in Houston, TX"
        src={null}
        posterClassName="bg-brand-900"
      >
        <p>I assigned my first contract eleven days after signing up.</p>
      </VideoPosterCard>,
    );
    expect(screen.getByText(/eleven days/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('swaps in a lazy <video> with controls when play is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoPosterCard
        title="Marcus Reed, Wholesaler in Houston, TX"
        src="https://videos.example.com/testimonial-1.mp4"
        posterClassName="bg-brand-900"
      >
        <p>I assigned my first contract eleven days after signing up.</p>
      </VideoPosterCard>,
    );
    expect(container.querySelector('video')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Play video: Marcus Reed, Wholesaler in Houston, TX' }),
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://videos.example.com/testimonial-1.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).toHaveBeenCalledTimes(1);
  });
});
