/**
 * The offline map's view: albers coordinates of the us-atlas files (a 975 × 610 frame) to screen
 * pixels, screen = point × k + (x, y). Pure functions, so that panning and zooming by mouse, touch
 * and keyboard all go through the same few rules, and tests can hold them.
 */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The frame the us-atlas albers files are drawn for (its README: geoAlbersUsa, 975 × 610). */
export const ATLAS_WIDTH = 975;
export const ATLAS_HEIGHT = 610;
/** How far in a visitor may zoom from the whole country: a few streets (leads are rounded to 1 km). */
export const MAX_ZOOM = 96;

export type Box = [[number, number], [number, number]];

const ATLAS_BOX: Box = [
  [0, 0],
  [ATLAS_WIDTH, ATLAS_HEIGHT],
];

/** The transform that shows `box` (albers coordinates) whole and centred, with `padding` pixels. */
export function fitBox(box: Box, size: Size, padding = 16, maxK = Infinity): ViewTransform {
  const [[x0, y0], [x1, y1]] = box;
  const width = Math.max(x1 - x0, 1e-6);
  const height = Math.max(y1 - y0, 1e-6);
  const k = Math.min(
    maxK,
    Math.max(0, (size.width - 2 * padding) / width),
    Math.max(0, (size.height - 2 * padding) / height),
  );
  return { k, x: size.width / 2 - ((x0 + x1) / 2) * k, y: size.height / 2 - ((y0 + y1) / 2) * k };
}

/** The whole country in view. */
export const fitCountry = (size: Size) => fitBox(ATLAS_BOX, size, 8);

/**
 * Keeps the view within reason: no smaller than the whole country, no deeper than MAX_ZOOM times
 * it, and never panned so far that the country leaves the screen.
 */
export function clampTransform(view: ViewTransform, size: Size): ViewTransform {
  const base = fitCountry(size);
  // A view gone wrong (a zero-sized map measured mid-layout) starts again from the country.
  if (!(view.k > 0) || !Number.isFinite(view.x) || !Number.isFinite(view.y)) return base;
  const k = Math.min(Math.max(view.k, base.k), base.k * MAX_ZOOM);
  // A scale out of bounds comes back around the screen's centre, so what is there stays there.
  if (k !== view.k) view = zoomAround(view, k / view.k, [size.width / 2, size.height / 2]);
  const margin = 0.5;
  // The country's box on screen must still cover at least half the screen's centre line.
  const minX = size.width * margin - ATLAS_WIDTH * k;
  const maxX = size.width * (1 - margin);
  const minY = size.height * margin - ATLAS_HEIGHT * k;
  const maxY = size.height * (1 - margin);
  return {
    k,
    x: Math.min(Math.max(view.x, minX), maxX),
    y: Math.min(Math.max(view.y, minY), maxY),
  };
}

/** Zooms by `factor` keeping the screen point `at` where it is (the pointer, or the centre). */
export function zoomAround(view: ViewTransform, factor: number, at: [number, number]): ViewTransform {
  const k = view.k * factor;
  return { k, x: at[0] - (at[0] - view.x) * factor, y: at[1] - (at[1] - view.y) * factor };
}

/** zoomAround, the factor cut so that the scale stays within the country and MAX_ZOOM. */
export function zoomWithin(
  view: ViewTransform,
  factor: number,
  at: [number, number],
  size: Size,
): ViewTransform {
  const base = fitCountry(size);
  const k = Math.min(Math.max(view.k * factor, base.k), base.k * MAX_ZOOM);
  return zoomAround(view, k / view.k, at);
}

export const panBy = (view: ViewTransform, dx: number, dy: number): ViewTransform => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

export const toScreen = (view: ViewTransform, [px, py]: [number, number]): [number, number] => [
  px * view.k + view.x,
  py * view.k + view.y,
];

export const fromScreen = (view: ViewTransform, [sx, sy]: [number, number]): [number, number] => [
  (sx - view.x) / view.k,
  (sy - view.y) / view.k,
];

/** The view a key asks for (arrows pan, + and − zoom, 0 shows the country), or null for other keys. */
export function viewForKey(key: string, view: ViewTransform, size: Size): ViewTransform | null {
  const step = Math.min(size.width, size.height) / 5;
  const centre: [number, number] = [size.width / 2, size.height / 2];
  switch (key) {
    case 'ArrowLeft':
      return panBy(view, step, 0);
    case 'ArrowRight':
      return panBy(view, -step, 0);
    case 'ArrowUp':
      return panBy(view, 0, step);
    case 'ArrowDown':
      return panBy(view, 0, -step);
    case '+':
    case '=':
      return zoomWithin(view, 2, centre, size);
    case '-':
    case '_':
      return zoomWithin(view, 0.5, centre, size);
    case '0':
      return fitCountry(size);
    default:
      return null;
  }
}
