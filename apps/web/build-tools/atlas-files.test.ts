import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projection, type Country } from '../app/features/maps/offline/atlas-layers';
import { ATLAS_DIR, atlasFiles, toRelativePath } from './atlas-files';

/** Reads relative path data back to absolute points in tenths, one list per subpath. */
function absolutePoints(d: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let at: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MlZz])([^MlZz]*)/g)) {
    if (command === 'z' || command === 'Z') continue;
    const values = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map((v) => Math.round(Number(v) * 10));
    for (let i = 0; i < values.length; i += 2) {
      const point: [number, number] =
        command === 'M' ? [values[i]!, values[i + 1]!] : [at[0] + values[i]!, at[1] + values[i + 1]!];
      if (command === 'M') lines.push([]);
      lines.at(-1)!.push(point);
      at = point;
    }
  }
  return lines;
}

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1000;

describe("the offline map's geodata (issue 24.5)", () => {
  const files = atlasFiles();

  it('is committed exactly as us-atlas makes it (rewrite with build-tools/write-atlas-files.ts)', () => {
    const committed = [
      'country.json',
      ...readdirSync(path.join(ATLAS_DIR, 'counties')).map((name) => `counties/${name}`),
    ].sort();
    expect(committed).toEqual([...files.keys()].sort());
    for (const [name, text] of files)
      expect(readFileSync(path.join(ATLAS_DIR, name), 'utf8'), name).toBe(text);
  });

  it('writes relative moves that land on the same points as the absolute ones', () => {
    const absolute = 'M512.3,100.2L513.5,96.8L513.5,96.8L500,97.05M10,10L9.9,10.1Z';
    const relative = toRelativePath(absolute);
    expect(relative).toBe('M512.3,100.2l1.2-3.4 0,0-13.5,.3M10,10l-.1,.1z');
    expect(absolutePoints(relative)).toEqual([
      [
        [5123, 1002],
        [5135, 968],
        [5135, 968],
        [5000, 971],
      ],
      [
        [100, 100],
        [99, 101],
      ],
    ]);
  });

  it('draws every state, each with a box on the 975 × 610 frame, and county lines for each', () => {
    const country = JSON.parse(files.get('country.json')!) as Country;
    expect(country.states).toHaveLength(51);
    for (const { id, box } of country.states) {
      const [[x0, y0], [x1, y1]] = box;
      // Alaska's Aleutians run a little past the frame's left edge; every box overlaps the frame.
      expect(x0 < x1 && y0 < y1 && x1 > 0 && y1 > 0 && x0 < 975 && y0 < 610, id).toBe(true);
    }
    // Austin, projected as the map projects leads, is in Texas's box and not in Florida's.
    const [x, y] = projection([-97.74, 30.27])!;
    const within = (id: string) => {
      const [[x0, y0], [x1, y1]] = country.states.find((s) => s.id === id)!.box;
      return x >= x0 && x <= x1 && y >= y0 && y <= y1;
    };
    expect([within('48'), within('12')]).toEqual([true, false]);
    // DC has one county: no lines inside it; Texas has 254.
    expect(JSON.parse(files.get('counties/11.json')!)).toEqual({ d: '' });
    expect(
      absolutePoints((JSON.parse(files.get('counties/48.json')!) as { d: string }).d).length,
    ).toBeGreaterThan(200);
    // Every point of a state's county lines lies within that state's box.
    for (const { id, box } of country.states) {
      const { d } = JSON.parse(files.get(`counties/${id}.json`)!) as { d: string };
      for (const line of absolutePoints(d))
        for (const [x, y] of line)
          expect(
            x >= box[0][0] * 10 && x <= box[1][0] * 10 && y >= box[0][1] * 10 && y <= box[1][1] * 10,
            id,
          ).toBe(true);
    }
  });

  it('fits the budget: the first view under 20 kB gzip, the largest state under 8 kB', () => {
    expect(gzipKb(files.get('country.json')!)).toBeLessThan(20);
    const largest = Math.max(
      ...[...files].filter(([name]) => name.startsWith('counties/')).map(([, text]) => gzipKb(text)),
    );
    expect(largest).toBeLessThan(8);
  });
});
