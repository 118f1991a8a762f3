import { describe, expect, it } from 'vitest';
import { dataExportStatusText, kilobytes } from './data-export-text';

const base = {
  _id: 'x',
  requested_at: '2026-11-27T15:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size_bytes: null,
};

describe('a data copy as Account shows it', () => {
  it('says when a ready copy can be downloaded until, and how big it is', () => {
    expect(
      dataExportStatusText({
        ...base,
        status: 'ready',
        ready_at: '2026-11-27T15:01:00.000Z',
        expires_at: '2026-12-04T15:01:00.000Z',
        size_bytes: 3_100,
      }),
    ).toMatch(/^Ready · 3 KB · download until Dec [34], 2026$/);
  });

  it('says a waiting copy is being prepared and a failed one should be asked for again', () => {
    expect(dataExportStatusText({ ...base, status: 'queued' })).toMatch(/^Being prepared/);
    expect(dataExportStatusText({ ...base, status: 'building' })).toMatch(/^Being prepared/);
    expect(dataExportStatusText({ ...base, status: 'failed' })).toMatch(/Ask for a new one/);
  });

  it('writes sizes in KB below a megabyte, in MB above', () => {
    expect(kilobytes(200)).toBe('1 KB');
    expect(kilobytes(512_000)).toBe('500 KB');
    expect(kilobytes(3_500_000)).toBe('3.3 MB');
  });
});
