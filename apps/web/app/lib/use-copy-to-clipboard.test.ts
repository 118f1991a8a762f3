import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './use-copy-to-clipboard';

describe('useCopyToClipboard', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('reports copied for exactly 2 seconds', async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('curl -sS ...'));
    expect(writeText).toHaveBeenCalledWith('curl -sS ...');
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('restarts the 2 seconds when copying again', async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.isCopied).toBe(false);
  });

  it('reports a failure when the browser refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    let copied = true;
    await act(async () => {
      copied = await result.current.copy('x');
    });
    expect(copied).toBe(false);
    expect(result.current.status).toBe('failed');
    expect(warn).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.status).toBe('idle');
  });
});
