import { describe, expect, it } from 'vitest';
import { MOUSE_FOLLOW_EASING, easeTowards } from './use-mouse-follow';

describe('easeTowards (docs/product.md §2.11: webinar bubble easing factor 0.12)', () => {
  it('uses the easing factor 0.12 of the spec', () => {
    expect(MOUSE_FOLLOW_EASING).toBe(0.12);
  });

  it('moves 12% of the remaining distance each frame: pos += (target - pos) * 0.12', () => {
    const next = easeTowards({ x: 0, y: 100 }, { x: 100, y: 0 });
    expect(next.x).toBeCloseTo(12);
    expect(next.y).toBeCloseTo(88);
  });

  it('closes in on the target without overshooting', () => {
    let position = { x: 0, y: 0 };
    const target = { x: 200, y: -50 };
    for (let frame = 0; frame < 60; frame += 1) {
      const next = easeTowards(position, target);
      expect(next.x).toBeGreaterThan(position.x);
      expect(next.x).toBeLessThanOrEqual(target.x);
      position = next;
    }
    expect(position.x).toBeCloseTo(200, 0);
    expect(position.y).toBeCloseTo(-50, 0);
  });

  it('stays put once it has arrived', () => {
    expect(easeTowards({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual({ x: 5, y: 5 });
  });
});
