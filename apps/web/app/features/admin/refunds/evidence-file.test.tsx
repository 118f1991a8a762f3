import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EvidenceFile } from './evidence-file';

const URL_OF_R1 = '/api/v1/admin/get-request-evidence?request_id=r1';

function renderFile(name: string, type: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <EvidenceFile requestId="r1" name={name} type={type} />
    </QueryClientProvider>,
  );
  return container;
}

// Issue 21.3: images inline, PDF and audio in the browser's own viewer, anything else downloaded.
describe('the evidence viewer a file gets by its type', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/evidence-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows an image in the page, fetched with the session, from a blob: URL', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([0x89, 0x50]), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      }),
    );
    const container = renderFile('screenshot.png', 'image/png');
    const image = await screen.findByRole('img', { name: 'Evidence file screenshot.png' });
    expect(image.getAttribute('src')).toBe('blob:http://localhost/evidence-1');
    expect(fetchMock).toHaveBeenCalledWith(
      URL_OF_R1,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(screen.getByRole('button', { name: 'Download file' })).toBeTruthy();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('says so when the image does not load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Not found', detail: 'This request has no evidence file.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderFile('photo.jpg', 'image/jpeg');
    expect((await screen.findByRole('alert')).textContent).toBe('This request has no evidence file.');
  });

  it("opens a PDF in the browser's own viewer, in a new tab", () => {
    const container = renderFile('call-log.pdf', 'application/pdf');
    const open = screen.getByRole('link', { name: 'Open PDF call-log.pdf in a new tab' });
    expect(open.getAttribute('href')).toBe(URL_OF_R1);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays a recording in the browser’s player', () => {
    const container = renderFile('voicemail.mp3', 'audio/mpeg');
    const player = container.querySelector('audio');
    expect(player?.hasAttribute('controls')).toBe(true);
    expect(player?.getAttribute('src')).toBe(URL_OF_R1);
    expect(screen.queryByRole('link', { name: /Open PDF/ })).toBeNull();
  });

  it('only downloads anything else (a text log, a type it does not know)', () => {
    for (const type of ['text/plain', null]) {
      const container = renderFile('call-log.txt', type);
      expect(container.querySelector('img, audio, iframe, object')).toBeNull();
      expect(container.querySelectorAll('a')).toHaveLength(0);
      expect(container.textContent).toContain('File attached: call-log.txt');
      expect(container.querySelector('button')?.textContent).toBe('Download file');
      container.remove();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
