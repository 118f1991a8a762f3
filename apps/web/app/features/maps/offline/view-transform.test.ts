import { describe, expect, it } from 'vitest';
import {
  ATLAS_HEIGHT,
  ATLAS_WIDTH,
  MAX_ZOOM,
  clampTransform,
  fitBox,
  fitCountry,
  fromScreen,
  toScreen,
  viewForKey,
  zoomAround,
  zoomWithin,
} from './view-transform';

const size = { width: 390, height: 360 };

describe('the offline map view', () => {
  it('fits the whole country into the map at first', () => {
    const view = fitCountry(size);
    const [left, top] = toScreen(view, [0, 0]);
    const [right, bottom] = toScreen(view, [ATLAS_WIDTH, ATLAS_HEIGHT]);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(size.width);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(size.height);
  });

  it('zooms around a point, which stays under the pointer', () => {
    const view = fitCountry(size);
    const at: [number, number] = [120, 200];
    const under = fromScreen(view, at);
    const zoomed = zoomAround(view, 3, at);
    expect(zoomed.k).toBeCloseTo(view.k * 3);
    expect(toScreen(zoomed, under)[0]).toBeCloseTo(at[0]);
    expect(toScreen(zoomed, under)[1]).toBeCloseTo(at[1]);
  });

  it('never zooms out past the country, in past MAX_ZOOM, or pans the country off screen', () => {
    const base = fitCountry(size);
    expect(clampTransform({ ...base, k: base.k / 4 }, size).k).toBeCloseTo(base.k);
    expect(clampTransform({ ...base, k: base.k * 1000 }, size).k).toBeCloseTo(base.k * MAX_ZOOM);
    const far = clampTransform({ ...base, x: 10_000, y: -10_000 }, size);
    expect(toScreen(far, [0, 0])[0]).toBeLessThanOrEqual(size.width / 2);
    expect(toScreen(far, [ATLAS_WIDTH, ATLAS_HEIGHT])[1]).toBeGreaterThanOrEqual(size.height / 2);
  });

  it('stops zooming at the limits without moving what is under the pointer', () => {
    const base = fitCountry(size);
    const deep = zoomWithin(base, MAX_ZOOM * 0.9, [100, 100], size);
    const at: [number, number] = [150, 120];
    const under = fromScreen(deep, at);
    const stopped = zoomWithin(deep, 4, at, size);
    expect(stopped.k).toBeCloseTo(base.k * MAX_ZOOM);
    expect(toScreen(stopped, under)[0]).toBeCloseTo(at[0]);
    expect(toScreen(stopped, under)[1]).toBeCloseTo(at[1]);
  });

  it('answers the keyboard: arrows pan, + and − zoom, 0 shows the country', () => {
    const base = fitCountry(size);
    expect(viewForKey('ArrowRight', base, size)!.x).toBeLessThan(base.x);
    expect(viewForKey('ArrowUp', base, size)!.y).toBeGreaterThan(base.y);
    expect(viewForKey('+', base, size)!.k).toBeCloseTo(base.k * 2);
    expect(viewForKey('-', zoomAround(base, 4, [0, 0]), size)!.k).toBeCloseTo(base.k * 2);
    expect(viewForKey('0', zoomAround(base, 4, [0, 0]), size)).toEqual(base);
    expect(viewForKey('Tab', base, size)).toBeNull();
  });

  it('fits a box with padding, never deeper than asked', () => {
    const view = fitBox(
      [
        [100, 100],
        [110, 105],
      ],
      size,
      20,
      8,
    );
    expect(view.k).toBe(8);
    const centre = toScreen(view, [105, 102.5]);
    expect(centre[0]).toBeCloseTo(size.width / 2);
    expect(centre[1]).toBeCloseTo(size.height / 2);
  });
});
