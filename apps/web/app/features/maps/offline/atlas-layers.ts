import { geoAlbersUsa, geoCircle, geoPath } from 'd3-geo';
import type { GeometryObject, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { KM_PER_MILE } from '@app/shared';

/**
 * The us-atlas files are drawn already projected (geoAlbersUsa, scale 1300, in a 975 × 610 frame,
 * Alaska and Hawaii inset): the map only projects its leads and circle, with the same projection.
 */
export const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Paths in the atlas's frame; drawn without a projection, as they come. */
const draw = geoPath();

interface AtlasObjects {
  states: GeometryObject;
  nation: GeometryObject;
  counties?: GeometryObject;
  [name: string]: GeometryObject | undefined;
}

export type AtlasTopology = Topology<Record<string, GeometryObject>> & { objects: AtlasObjects };

export interface StateLayers {
  /** The country's area, filled. */
  land: string;
  /** Lines between states. */
  stateBorders: string;
}

/** States from states-albers-10m.json (or the counties file, which holds them too). */
export function stateLayers(topology: AtlasTopology): StateLayers {
  return {
    land: draw(feature(topology, topology.objects.nation)) ?? '',
    stateBorders: draw(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
  };
}

const stateOf = (geometry: GeometryObject) => String(geometry.id ?? '').slice(0, 2);

/** Lines between the counties of one state (state lines are drawn on their own, above them). */
export function countyBorders(topology: AtlasTopology): string {
  const counties = topology.objects.counties;
  if (!counties) return '';
  return draw(mesh(topology, counties, (a, b) => a !== b && stateOf(a) === stateOf(b))) ?? '';
}

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

/** One of the us-atlas files, as the build ships it beside the map's code. */
export async function loadAtlas(url: string, signal?: AbortSignal): Promise<AtlasTopology> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`The map data could not load (${response.status})`);
  return (await response.json()) as AtlasTopology;
}
