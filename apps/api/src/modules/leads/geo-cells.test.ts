import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEO_CELL_COLUMNS, GEO_CELL_DEGREES } from '../../db/schema/index.js';
import { cellsOf, coverCircle, type CircleCover } from './geo-cells.js';

const EARTH_RADIUS_KM = 6378.168;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The generated column's formula (migration 0006), in the same double arithmetic. */
const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / GEO_CELL_DEGREES) * GEO_CELL_COLUMNS +
  (Math.floor((lng + 180) / GEO_CELL_DEGREES) % GEO_CELL_COLUMNS);

/** The point `km` away from (lat, lng) on a bearing, on earthdistance's sphere. */
function destination(lat: number, lng: number, bearingDegrees: number, km: number) {
  const angular = km / EARTH_RADIUS_KM;
  const phi = toRadians(lat);
  const theta = toRadians(bearingDegrees);
  const phi2 = Math.asin(
    Math.sin(phi) * Math.cos(angular) + Math.cos(phi) * Math.sin(angular) * Math.cos(theta),
  );
  const lambda =
    toRadians(lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(phi),
      Math.cos(angular) - Math.sin(phi) * Math.sin(phi2),
    );
  const lng2 = ((toDegrees(lambda) + 540) % 360) - 180;
  return { lat: toDegrees(phi2), lng: lng2 };
}

const covers = (cover: CircleCover, cell: number) =>
  cover.ranges.some((range) => range.first <= cell && cell <= range.last);

const inBox = (cover: CircleCover, point: { lat: number; lng: number }) =>
  point.lat >= cover.box.latMin &&
  point.lat <= cover.box.latMax &&
  (cover.box.lngMin === null || (point.lng >= cover.box.lngMin && point.lng <= cover.box.lngMax!));

describe('grid cells covering a radius search (migration 0006, decision 010)', () => {
  it('holds every point of the circle in its cells and its bounding box, anywhere on Earth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        // Half the points on the circle itself, where a cover that is too tight shows first.
        fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
        (lat, lng, radiusKm, bearing, share) => {
          const cover = coverCircle(lat, lng, radiusKm);
          const point = destination(lat, lng, bearing, radiusKm * share * (1 - 1e-9));
          expect(covers(cover, cellOf(point.lat, point.lng))).toBe(true);
          expect(inBox(cover, point)).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('keeps its inner box (leads taken without computing the distance) inside the circle', () => {
    const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
      const h =
        Math.sin(toRadians(lat2 - lat1) / 2) ** 2 +
        Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(toRadians(lng2 - lng1) / 2) ** 2;
      return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
    };
    let boxes = 0;
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        // Corners first: the farthest points of the box from the centre.
        fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
        (lat, lng, radiusKm, u, v) => {
          const box = coverCircle(lat, lng, radiusKm).innerBox;
          if (!box) return;
          boxes += 1;
          const pointLat = box.latMin + (box.latMax - box.latMin) * u;
          const pointLng = box.lngMin + (box.lngMax - box.lngMin) * v;
          expect(distanceKm(lat, lng, pointLat, pointLng)).toBeLessThanOrEqual(radiusKm * (1 - 1e-6));
        },
      ),
      { numRuns: 20_000 },
    );
    expect(boxes).toBeGreaterThan(10_000);
    // Around Houston the box is most of the circle: 2/π of its area.
    const houston = coverCircle(29.76, -95.37, 50).innerBox!;
    expect((houston.latMax - houston.latMin) * 111.3).toBeGreaterThan(2 * 50 * 0.7);
  });

  it('reaches across the antimeridian and over the poles', () => {
    const antimeridian = coverCircle(51.9, 179.9, 50);
    expect(covers(antimeridian, cellOf(51.9, -179.8))).toBe(true);
    expect(covers(antimeridian, cellOf(51.9, 179.5))).toBe(true);
    expect(antimeridian.box.lngMin).toBeNull();

    const pole = coverCircle(89.8, 0, 100);
    for (const lng of [-180, -90, 0, 90, 179.99]) expect(covers(pole, cellOf(89.9, lng))).toBe(true);
    expect(pole.cellCount).toBeGreaterThan(GEO_CELL_COLUMNS);
  });

  it('keeps a 50 km search to a handful of cells, and leaves far cells out', () => {
    const houston = coverCircle(29.76, -95.37, 50);
    expect(houston.cellCount).toBeLessThanOrEqual(12);
    expect(cellsOf(houston)).toHaveLength(houston.cellCount);
    expect(covers(houston, cellOf(29.76, -95.37))).toBe(true);
    expect(covers(houston, cellOf(32.78, -96.8))).toBe(false);
    expect(houston.circleShare).toBeGreaterThan(0.2);
    expect(houston.circleShare).toBeLessThanOrEqual(1);
  });
});
