/** A marker on the screen: one lead, or several close together. */
export interface Cluster<T> {
  /** Screen position: the mean of its members'. */
  x: number;
  y: number;
  members: T[];
}

/**
 * Groups points that would overlap on screen (closer than `distance` pixels to a cluster's first
 * point), greedily in the order given. Clustering by zoom: the same leads, apart once zoomed in.
 * A page holds at most 100 leads, so the quadratic scan costs nothing.
 */
export function clusterPoints<T>(
  points: { x: number; y: number; item: T }[],
  distance: number,
): Cluster<T>[] {
  const clusters: (Cluster<T> & { seedX: number; seedY: number })[] = [];
  for (const point of points) {
    const near = clusters.find(
      (cluster) => Math.hypot(cluster.seedX - point.x, cluster.seedY - point.y) < distance,
    );
    if (near) {
      const count = near.members.length;
      near.x = (near.x * count + point.x) / (count + 1);
      near.y = (near.y * count + point.y) / (count + 1);
      near.members.push(point.item);
    } else {
      clusters.push({ x: point.x, y: point.y, seedX: point.x, seedY: point.y, members: [point.item] });
    }
  }
  return clusters.map(({ x, y, members }) => ({ x, y, members }));
}
