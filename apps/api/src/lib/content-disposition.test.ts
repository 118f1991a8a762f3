import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps a plain name as it is, in both forms', () => {
    expect(contentDisposition('call-log.pdf')).toBe(
      `attachment; filename="call-log.pdf"; filename*=UTF-8''call-log.pdf`,
    );
  });

  it('cannot be broken out of: quotes, line breaks, separators and paths are replaced', () => {
    const header = contentDisposition('a"; filename="evil.html\r\nX-Injected: 1/../b\\c.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(
      header.startsWith('attachment; filename="a__ filename=_evil.html__X-Injected: 1_.._b_c.png";'),
    ).toBe(true);
  });

  it('gives non-ASCII names an ASCII fallback and the exact name encoded', () => {
    expect(contentDisposition('reçu (1).png')).toBe(
      `attachment; filename="re_u (1).png"; filename*=UTF-8''re%C3%A7u%20%281%29.png`,
    );
  });

  it('never sends an empty name', () => {
    expect(contentDisposition('  ')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });

  it('says inline for a file the browser shows itself, with the same safe name', () => {
    expect(contentDisposition('photo "1".png', 'inline')).toBe(
      `inline; filename="photo _1_.png"; filename*=UTF-8''photo%20%221%22.png`,
    );
  });
});
