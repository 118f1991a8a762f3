import { createRequire } from 'node:module';
import { geoCentroid, geoContains, geoDistance } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { zipCodes } from './zip-codes.js';

const require = createRequire(import.meta.url);

/** Two-letter state code → the state's FIPS code, the first two digits of its counties' codes. */
const STATE_FIPS: Record<string, string> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
};

/** Alaska's county equivalents are not all boroughs (the Census Bureau's names, 2017). */
const ALASKA_KINDS: Record<string, string> = {
  '02020': 'Municipality', // Anchorage
  '02050': 'Census Area',
  '02070': 'Census Area',
  '02105': 'Census Area',
  '02110': 'City and Borough',
  '02158': 'Census Area',
  '02180': 'Census Area',
  '02198': 'Census Area',
  '02220': 'City and Borough',
  '02230': 'Municipality',
  '02240': 'Census Area',
  '02261': 'Census Area',
  '02275': 'City and Borough',
  '02282': 'City and Borough',
  '02290': 'Census Area',
};

/** Independent cities outside Virginia, where every county code from 500 up is a city. */
const OTHER_INDEPENDENT_CITIES = new Set(['24510', '29510']);

/**
 * A county's name as people and the Census Bureau write it, with the state: "Cuyahoga County, OH",
 * "Orleans Parish, LA", "Richmond city, VA" (Virginia has a Richmond County too), "Juneau City and
 * Borough, AK", "District of Columbia, DC", "Carson City, NV".
 */
export function countyLabel(fips: string, name: string, state: string): string {
  const code = Number(fips.slice(2));
  let full: string;
  if (fips === '11001' || fips === '32510') full = name;
  else if ((fips.startsWith('51') && code >= 500) || OTHER_INDEPENDENT_CITIES.has(fips))
    full = `${name} city`;
  else if (fips.startsWith('22')) full = `${name} Parish`;
  else if (fips.startsWith('02')) full = `${name} ${ALASKA_KINDS[fips] ?? 'Borough'}`;
  else full = `${name} County`;
  return `${full}, ${state}`;
}

interface County {
  fips: string;
  name: string;
  shape: Feature<Polygon | MultiPolygon>;
  /** Longitude and latitude bounds, a cheap test before the spherical point-in-polygon. */
  box: [number, number, number, number];
  centroid: [number, number];
}

type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

function boxOf(shape: Feature<Polygon | MultiPolygon>): [number, number, number, number] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  for (const polygon of rings)
    for (const ring of polygon)
      for (const [lng, lat] of ring) {
        west = Math.min(west, lng!);
        east = Math.max(east, lng!);
        south = Math.min(south, lat!);
        north = Math.max(north, lat!);
      }
  return [west, south, east, north];
}

/** The counties of each state (by FIPS), built on first use from the us-atlas file the map draws too. */
let countiesByState: Map<string, County[]> | undefined;

function counties(): Map<string, County[]> {
  if (countiesByState) return countiesByState;
  const topology = require('us-atlas/counties-10m.json') as CountiesTopology;
  const byState = new Map<string, County[]>();
  for (const geometry of topology.objects.counties.geometries) {
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    const fips = String(geometry.id);
    const county = {
      fips,
      name: (geometry.properties as { name: string }).name,
      shape,
      box: boxOf(shape),
      centroid: geoCentroid(shape),
    };
    const list = byState.get(fips.slice(0, 2)) ?? [];
    list.push(county);
    byState.set(fips.slice(0, 2), list);
  }
  countiesByState = byState;
  return byState;
}

const inBox = ([west, south, east, north]: County['box'], [lng, lat]: [number, number]) =>
  lng >= west && lng <= east && lat >= south && lat <= north;

/**
 * The county holding a point, among the counties of its state: the one whose outline contains it,
 * else (a point on the water just off a simplified coastline) the one whose centre is nearest.
 */
export function countyAt(lat: number, lng: number, state: string): string | null {
  const fips = STATE_FIPS[state];
  const candidates = fips ? counties().get(fips) : undefined;
  if (!candidates?.length) return null;
  const point: [number, number] = [lng, lat];
  const found =
    candidates.find((county) => inBox(county.box, point) && geoContains(county.shape, point)) ??
    candidates.reduce((best, county) =>
      geoDistance(county.centroid, point) < geoDistance(best.centroid, point) ? county : best,
    );
  return countyLabel(found.fips, found.name, state);
}

const byZip = new Map<string, string | null>();

/**
 * The county of a ZIP code (docs/product.md §14: the public list shows the county): the county at
 * the ZIP's centre in the zipcodes dataset, within the lead's state. A ZIP that crosses a county
 * line counts wholly in the county of its centre. Without a known centre, the lead's own position
 * stands in for it. Null only for a state the atlas does not know.
 */
export function countyOfZip(
  zip: string,
  state: string,
  fallback?: { lat: number; lng: number },
): string | null {
  const key = `${zip}|${state}`;
  if (byZip.has(key)) return byZip.get(key)!;
  const info = zipCodes().lookup(zip);
  const centre = info && info.latitude ? { lat: info.latitude, lng: info.longitude } : fallback;
  if (!centre) return null;
  const county = countyAt(centre.lat, centre.lng, state);
  // Only answers from the dataset are kept: a fallback position belongs to one lead, not to the ZIP.
  if (info && info.latitude) byZip.set(key, county);
  return county;
}
