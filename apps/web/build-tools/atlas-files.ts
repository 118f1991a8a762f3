import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { geoPath } from 'd3-geo';
import type { GeometryObject, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import type { Country, CountyLinesFile } from '../app/features/maps/offline/atlas-layers';

/**
 * Issue 24.5: the offline map's geodata, drawn once here instead of in every visitor's browser.
 * us-atlas's projected files (decision 021) weigh 30 kB (states) and 254 kB (counties) gzip, and
 * the browser turned them into SVG paths with topojson-client and d3-geo. The map draws three
 * things: the country's area, the lines between states and the lines between the counties of a
 * state. Those are written here as SVG path data, one file for the country and one per state for
 * its county lines, which the map fetches only for the states in view once zoomed in.
 *
 * The files are committed in app/features/maps/offline/atlas/ (so that dev, the app build, the
 * islands build and the tests read the same assets) and `atlas-files.test.ts` regenerates them
 * and fails when they differ. `npx tsx build-tools/write-atlas-files.ts` rewrites them.
 */

/** Where the files are committed, beside the map that fetches them. */
export const ATLAS_DIR = path.join(import.meta.dirname, '../app/features/maps/offline/atlas');

/** Coordinates to 0.1 of the 975 × 610 frame (about 0.5 km): the 1:10M outlines hold no finer detail. */
const DIGITS = 1;

/**
 * d3's path data (absolute M, L and Z, 0.1 units) as relative moves: "M512.3,100.2L513.5,96.8"
 * becomes "M512.3,100.2l1.2-3.4", a third shorter once compressed. Counted in tenths, so no
 * rounding error adds up along a line.
 */
export function toRelativePath(d: string): string {
  const tenths = (value: string) => Math.round(Number(value) * 10);
  const number = (value: number) => {
    const text = String(Math.abs(value) / 10).replace(/^0\./, '.');
    return value < 0 ? `-${text}` : text;
  };
  const pair = ([x, y]: [number, number], first: boolean) =>
    `${first || x < 0 ? '' : ' '}${number(x)}${y < 0 ? '' : ','}${number(y)}`;
  let out = '';
  let at: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      continue;
    }
    const values = (args ?? '').split(',').map(tenths);
    const point: [number, number] = [values[0]!, values[1]!];
    if (command === 'M') {
      out += `M${number(point[0])},${number(point[1])}`;
      at = point;
      continue;
    }
    const step: [number, number] = [point[0] - at[0], point[1] - at[1]];
    const continues = out.length > 0 && /[\d.]$/.test(out) && out.lastIndexOf('l') > out.lastIndexOf('M');
    out += continues ? pair(step, false) : `l${pair(step, true)}`;
    at = point;
  }
  return out;
}

type Atlas = Topology<Record<string, GeometryObject>>;

const require = createRequire(import.meta.url);
const readAtlas = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`us-atlas/${name}`), 'utf8')) as Atlas;

const stateOf = (geometry: GeometryObject) => String(geometry.id ?? '').slice(0, 2);

/** Every file by its path under the atlas folder, as the JSON text written there. */
export function atlasFiles(): Map<string, string> {
  const absolute = geoPath().digits(DIGITS);
  const draw = (object: Parameters<typeof absolute>[0]) => toRelativePath(absolute(object) ?? '');
  const states = readAtlas('states-albers-10m.json');
  const counties = readAtlas('counties-albers-10m.json');
  const stateGeometries = states.objects.states as GeometryObject & { geometries: GeometryObject[] };

  const country: Country = {
    land: draw(feature(states, states.objects.nation!)),
    stateBorders: draw(mesh(states, states.objects.states!, (a, b) => a !== b)),
    states: stateGeometries.geometries
      .map((geometry) => {
        const [[x0, y0], [x1, y1]] = geoPath().bounds(feature(states, geometry));
        return {
          id: String(geometry.id),
          box: [
            [Math.floor(x0), Math.floor(y0)],
            [Math.ceil(x1), Math.ceil(y1)],
          ] as [[number, number], [number, number]],
        };
      })
      .sort((a, b) => a.id.localeCompare(b.id)),
  };

  const files = new Map<string, string>([['country.json', `${JSON.stringify(country)}\n`]]);
  for (const { id } of country.states) {
    const d = draw(
      mesh(counties, counties.objects.counties!, (a, b) => a !== b && stateOf(a) === id && stateOf(b) === id),
    );
    files.set(`counties/${id}.json`, `${JSON.stringify({ d } satisfies CountyLinesFile)}\n`);
  }
  return files;
}
