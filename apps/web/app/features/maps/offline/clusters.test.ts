import { describe, expect, it } from 'vitest';
import { clusterPoints } from './clusters';

describe('clusterPoints', () => {
  it('draws points that would overlap as one marker with their count, and keeps every point', () => {
    const points = [
      { x: 0, y: 0, item: 'a' },
      { x: 10, y: 5, item: 'b' },
      { x: 200, y: 200, item: 'c' },
      { x: 8, y: -6, item: 'd' },
    ];
    const clusters = clusterPoints(points, 34);
    expect(clusters.map((cluster) => cluster.members)).toEqual([['a', 'b', 'd'], ['c']]);
    expect(clusters[0]!.x).toBeCloseTo(6);
    expect(clusters.reduce((sum, cluster) => sum + cluster.members.length, 0)).toBe(points.length);
  });

  it('comes apart as the map zooms in (the same points, further apart on screen)', () => {
    const at = (scale: number) => [
      { x: 0, y: 0, item: 1 },
      { x: 20 * scale, y: 0, item: 2 },
    ];
    expect(clusterPoints(at(1), 34)).toHaveLength(1);
    expect(clusterPoints(at(4), 34)).toHaveLength(2);
  });
});
