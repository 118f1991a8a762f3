import { geoAlbersUsa, geoCircle, geoPath } from 'd3-geo';
import { KM_PER_MILE } from '@app/shared';

/**
 * The us-atlas files are drawn already projected (geoAlbersUsa, scale 1300, in a 975 × 610 frame,
 * Alaska and Hawaii inset): the map only projects its leads and circle, with the same projection.
 */
export const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Kilometres per radian on the sphere the list measures on (earthdistance's). */
const EARTH_RADIUS_KM = 6378.168;

const circleOf = (lat: number, lng: number, miles: number) =>
  geoCircle()
    .center([lng, lat])
    .radius(((miles * KM_PER_MILE) / EARTH_RADIUS_KM) * (180 / Math.PI))
    .precision(2)();

/** A search's circle, projected like the atlas: the ring of points `miles` from its centre. */
export function circlePath(lat: number, lng: number, miles: number): string {
  return geoPath(projection)(circleOf(lat, lng, miles)) ?? '';
}

/** The box a search's circle covers in the atlas's frame, or null when it falls off the map. */
export function circleBox(
  lat: number,
  lng: number,
  miles: number,
): [[number, number], [number, number]] | null {
  const box = geoPath(projection).bounds(circleOf(lat, lng, miles));
  return box.flat().every(Number.isFinite) ? box : null;
}

/** Where a position falls in the atlas's frame; null outside the 50 states and DC. */
export const project = (lng: number, lat: number): [number, number] | null => projection([lng, lat]);

/** The position at a point of the atlas's frame, or null off the map. */
export function unproject(point: [number, number]): { lat: number; lng: number } | null {
  const position = projection.invert?.(point);
  return position ? { lat: position[1], lng: position[0] } : null;
}

/**
 * What the map draws first, written by build-tools/atlas-files.ts from us-atlas: the country's
 * area, the lines between states, and each state's FIPS code and box in the frame (rounded
 * outwards to whole units), to know which states are in view.
 */
export interface Country {
  land: string;
  stateBorders: string;
  states: { id: string; box: [[number, number], [number, number]] }[];
}

/** One state's county lines. */
export interface CountyLinesFile {
  d: string;
}

/** The country's area, its state lines and each state's box: what the map draws first (issue 24.5). */
export async function loadCountry(url: string, signal?: AbortSignal): Promise<Country> {
  return (await fetchAtlasFile(url, signal)) as Country;
}

/** One state's county lines, as SVG path data in the atlas's frame. */
export async function loadCountyLines(url: string, signal?: AbortSignal): Promise<string> {
  return ((await fetchAtlasFile(url, signal)) as CountyLinesFile).d;
}

async function fetchAtlasFile(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`The map data could not load (${response.status})`);
  return response.json();
}

/** The states whose boxes meet `box` (the part of the atlas's frame on screen). */
export function statesIn(country: Country, box: [[number, number], [number, number]]): string[] {
  const [[x0, y0], [x1, y1]] = box;
  return country.states
    .filter(({ box: [[sx0, sy0], [sx1, sy1]] }) => sx0 <= x1 && sx1 >= x0 && sy0 <= y1 && sy1 >= y0)
    .map((state) => state.id);
}
