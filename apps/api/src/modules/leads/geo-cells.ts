import { GEO_CELL_COLUMNS, GEO_CELL_DEGREES } from '../../db/schema/index.js';

/** earthdistance's sphere (its earth() is 6,378,168 m), so that this cover agrees with earth_distance. */
const EARTH_RADIUS_KM = 6378.168;
/** About 10 cm: floating-point rounding, here or in SQL, can never put a lead outside the cover. */
const MARGIN_DEGREES = 1e-6;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const rowOf = (lat: number) => Math.floor((Math.min(90, Math.max(-90, lat)) + 90) / GEO_CELL_DEGREES);
const columnOf = (lng: number) => Math.floor((lng + 180) / GEO_CELL_DEGREES);
const wrapColumn = (column: number) => ((column % GEO_CELL_COLUMNS) + GEO_CELL_COLUMNS) % GEO_CELL_COLUMNS;

/** Keeps the inner box this much inside the circle, so that rounding cannot matter there. */
const INNER_BOX_SHRINK = 1 - 1e-3;

const haversine = (radians: number) => Math.sin(radians / 2) ** 2;

export interface Box {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** A run of consecutive cell numbers (the `geo_cell` column of leads), both ends included. */
export interface CellRange {
  first: number;
  last: number;
}

export interface CircleCover {
  ranges: CellRange[];
  cellCount: number;
  /** The circle's bounding box: a cheap test before the exact distance. Null longitudes: any. */
  box: { latMin: number; latMax: number; lngMin: number | null; lngMax: number | null };
  /**
   * A box inside the circle (null near a pole or the antimeridian): a lead in it is within the
   * radius without computing the distance, which is most of the cost of a radius search.
   */
  innerBox: Box | null;
  /** The circle's share of the covered cells' area, to scale a row estimate for the cells. */
  circleShare: number;
}

/**
 * A box inside the circle of angular radius `angular` around (lat, lng). By the haversine formula,
 * hav(d) = hav(Δlat) + cos(lat) cos(lat') hav(Δlng): with |Δlat| ≤ a and cos(lat') at most its
 * largest value over the box, a longitude half-width b with that sum ≤ hav(angular) keeps every
 * point of the box within the circle.
 */
export function innerBoxOf(lat: number, lng: number, angular: number): Box | null {
  const a = (angular / Math.SQRT2) * INNER_BOX_SHRINK;
  const south = toRadians(lat) - a;
  const north = toRadians(lat) + a;
  if (south <= -Math.PI / 2 || north >= Math.PI / 2) return null;
  const largestCos = south <= 0 && north >= 0 ? 1 : Math.cos(Math.min(Math.abs(south), Math.abs(north)));
  const share = (haversine(angular) - haversine(a)) / (Math.cos(toRadians(lat)) * largestCos);
  if (share >= 1) return null;
  const b = toDegrees(2 * Math.asin(Math.sqrt(share)) * INNER_BOX_SHRINK);
  if (lng - b < -180 || lng + b > 180) return null;
  return { latMin: toDegrees(south), latMax: toDegrees(north), lngMin: lng - b, lngMax: lng + b };
}

/**
 * The longitude half-width of a circle of angular radius `angular` (radians) around `lat`, or null
 * when the circle reaches a pole and so spans every longitude. Exact on a sphere: the meridians
 * tangent to the circle, arcsin(sin r / cos lat).
 */
function longitudeSpan(lat: number, angular: number, latMin: number, latMax: number): number | null {
  if (latMin <= -90 || latMax >= 90) return null;
  const ratio = Math.sin(angular) / Math.cos(toRadians(lat));
  if (ratio >= 1) return null;
  const span = toDegrees(Math.asin(ratio)) + MARGIN_DEGREES;
  return span * 2 >= 360 - GEO_CELL_DEGREES ? null : span;
}

/** Column runs of one grid row, split in two where the circle crosses the antimeridian. */
function columnRuns(lng: number, span: number | null): [number, number][] {
  if (span === null) return [[0, GEO_CELL_COLUMNS - 1]];
  const first = columnOf(lng - span);
  const count = columnOf(lng + span) - first + 1;
  if (count >= GEO_CELL_COLUMNS) return [[0, GEO_CELL_COLUMNS - 1]];
  const start = wrapColumn(first);
  if (start + count <= GEO_CELL_COLUMNS) return [[start, start + count - 1]];
  return [
    [start, GEO_CELL_COLUMNS - 1],
    [0, start + count - 1 - GEO_CELL_COLUMNS],
  ];
}

/** Area of a cell (on the unit sphere) in the grid row `row`. */
function cellArea(row: number): number {
  const south = toRadians(row * GEO_CELL_DEGREES - 90);
  const north = toRadians(Math.min(90, (row + 1) * GEO_CELL_DEGREES - 90));
  return toRadians(GEO_CELL_DEGREES) * (Math.sin(north) - Math.sin(south));
}

/**
 * The grid cells that hold every point within `radiusKm` of (lat, lng), as the same formula as the
 * generated `geo_cell` column computes them; across the antimeridian and over the poles too.
 */
export function coverCircle(lat: number, lng: number, radiusKm: number): CircleCover {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latSpan = toDegrees(angular) + MARGIN_DEGREES;
  const latMin = lat - latSpan;
  const latMax = lat + latSpan;
  const span = longitudeSpan(lat, angular, latMin, latMax);
  const runs = columnRuns(lng, span);
  const ranges: CellRange[] = [];
  let cellCount = 0;
  let coveredArea = 0;
  for (let row = rowOf(latMin); row <= rowOf(latMax); row++) {
    for (const [firstColumn, lastColumn] of runs) {
      const first = row * GEO_CELL_COLUMNS + firstColumn;
      const last = row * GEO_CELL_COLUMNS + lastColumn;
      const previous = ranges.at(-1);
      if (previous && previous.last + 1 === first) previous.last = last;
      else ranges.push({ first, last });
      cellCount += lastColumn - firstColumn + 1;
      coveredArea += (lastColumn - firstColumn + 1) * cellArea(row);
    }
  }
  // A box across the antimeridian would be two boxes: the cells already bound those longitudes.
  const hasLngBox = span !== null && lng - span >= -180 && lng + span <= 180;
  const circleArea = 2 * Math.PI * (1 - Math.cos(angular));
  return {
    ranges,
    cellCount,
    box: {
      latMin,
      latMax,
      lngMin: hasLngBox ? lng - span : null,
      lngMax: hasLngBox ? lng + span : null,
    },
    innerBox: innerBoxOf(lat, lng, angular),
    circleShare: Math.min(1, circleArea / coveredArea),
  };
}

/** Every cell number of a cover, in order. */
export function cellsOf(cover: CircleCover): number[] {
  const cells: number[] = [];
  for (const range of cover.ranges) for (let cell = range.first; cell <= range.last; cell++) cells.push(cell);
  return cells;
}
