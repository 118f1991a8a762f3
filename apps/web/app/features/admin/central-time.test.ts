import { describe, expect, it } from 'vitest';
import { centralInputToIso, isoToCentralInput, nextCentralTenInput } from './central-time';

describe('publish times in Central time', () => {
  it('reads the picker as Central wall time, winter and summer', () => {
    expect(centralInputToIso('2026-11-28T10:00')).toBe('2026-11-28T10:00:00-06:00');
    expect(centralInputToIso('2026-07-01T10:00')).toBe('2026-07-01T10:00:00-05:00');
    expect(centralInputToIso('tomorrow')).toBeNull();
  });

  it('shows an instant in Central time', () => {
    expect(isoToCentralInput('2026-11-28T16:00:00.000Z')).toBe('2026-11-28T10:00');
    expect(isoToCentralInput('2026-07-01T15:00:00.000Z')).toBe('2026-07-01T10:00');
  });

  it('offers the next 10:00 Central, across a daylight-saving change', () => {
    expect(nextCentralTenInput(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-21T10:00');
    expect(nextCentralTenInput(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22T10:00');
    // 23:30 CST on the Saturday before clocks go forward: the next window is Sunday's.
    expect(nextCentralTenInput(new Date('2026-03-08T05:30:00Z'))).toBe('2026-03-08T10:00');
    expect(nextCentralTenInput(new Date('2026-03-08T16:00:00Z'))).toBe('2026-03-09T10:00');
  });
});
