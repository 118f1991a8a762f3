import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketplaceLead } from '@app/shared';
import countryUrl from './atlas/country.json?url&no-inline';
import { LeadPopup } from '../lead-popup';
import type { LeadsMapProps } from '../leads-map-props';
import {
  circleBox,
  circlePath,
  loadCountry,
  loadCountyLines,
  project,
  statesIn,
  unproject,
  type Country,
} from './atlas-layers';
import { clusterPoints, type Cluster } from './clusters';
import { placeName } from '../lead-popup';
import {
  clampTransform,
  fitBox,
  MAX_ZOOM,
  fitCountry,
  fromScreen,
  panBy,
  toScreen,
  viewForKey,
  zoomWithin,
  type Box,
  type Size,
  type ViewTransform,
} from './view-transform';

/** Markers closer than this many pixels are drawn as one, with their count. */
const CLUSTER_PIXELS = 34;
/** Fitting the results never zooms in further than this (times the whole country). */
const FIT_MAX_ZOOM = 24;

interface PlacedLead {
  lead: MarketplaceLead;
  point: [number, number];
}

function useSize(ref: React.RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A map not laid out (0 × 0, mid-layout) keeps the size it had: nothing can be fitted into nothing.
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0)
        setSize({ width: element.clientWidth, height: element.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** Each state's county lines, fetched only for the states in view once zoomed in (issue 24.5). */
const COUNTY_LINE_URLS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./atlas/counties/*.json', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ).map(([file, url]) => [/(\d+)\.json$/.exec(file)![1]!, url]),
);
/** County lines show from this zoom (times the whole country): below it they are a grey blur. */
const COUNTY_LINES_FROM_ZOOM = 2;

/** The country (17 kB gzip, decision 021): the area, the state lines and the states' boxes. */
function useCountry() {
  const [country, setCountry] = useState<Country | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    loadCountry(countryUrl, controller.signal).then(setCountry, () => {
      if (!controller.signal.aborted) setHasFailed(true);
    });
    return () => controller.abort();
  }, []);
  return { country, hasFailed };
}

/**
 * The county lines of the states in view, once the view is zoomed in far enough; each state's
 * file (at most 5 kB gzip) is fetched once and kept. Without them the map still works.
 */
export function useCountyLines(country: Country | null, view: ViewTransform | null, size: Size | null) {
  const [lines, setLines] = useState<ReadonlyMap<string, string>>(new Map());
  const requested = useRef(new Set<string>());
  let wanted: string[] = [];
  if (country && view && size && view.k >= fitCountry(size).k * COUNTY_LINES_FROM_ZOOM) {
    const [x0, y0] = fromScreen(view, [0, 0]);
    const [x1, y1] = fromScreen(view, [size.width, size.height]);
    wanted = statesIn(country, [
      [x0, y0],
      [x1, y1],
    ]);
  }
  const wantedKey = wanted.join(',');
  // A file on its way keeps coming while the view moves on (a pan must not cancel it and leave
  // its state without lines); only leaving the page stops them.
  const unmounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);
  useEffect(() => {
    const signal = unmounted.current?.signal;
    if (!wantedKey || !signal || signal.aborted) return;
    for (const id of wantedKey.split(',')) {
      const url = COUNTY_LINE_URLS[id];
      if (!url || requested.current.has(id)) continue;
      requested.current.add(id);
      loadCountyLines(url, signal).then(
        (d) => setLines((current) => new Map(current).set(id, d)),
        // Asked again the next time the view brings the state in.
        () => requested.current.delete(id),
      );
    }
  }, [wantedKey]);
  return wanted.flatMap((id) => {
    const d = lines.get(id);
    return d ? [{ id, d }] : [];
  });
}

const boxOf = (points: [number, number][]): Box => [
  [Math.min(...points.map((p) => p[0])), Math.min(...points.map((p) => p[1]))],
  [Math.max(...points.map((p) => p[0])), Math.max(...points.map((p) => p[1]))],
];

function markerLabel(cluster: Cluster<PlacedLead>) {
  const first = cluster.members[0]!.lead;
  if (cluster.members.length === 1)
    return `${first.lead_type === 'exclusive' ? 'Exclusive' : 'Premium'} lead in ${placeName(first)}`;
  return `${cluster.members.length} leads around ${first.city}, ${first.state}`;
}

const zoomButtonClass =
  'flex h-9 w-9 items-center justify-center rounded-lg bg-white text-lg font-bold text-brand-900 shadow ring-1 ring-slate-300 hover:bg-slate-50';

/**
 * The leads of the page on a map drawn offline from us-atlas's outlines (decision 021, drawn at
 * build time: build-tools/atlas-files.ts): states, and counties once zoomed in, the leads as markers clustered by zoom, the search's circle, and a lead's card on
 * click. Positions are the API's rounded ones (about 1 km, docs/product.md §13). Pans and zooms by
 * mouse (drag, wheel, double click), touch (drag, pinch) and keyboard (arrows, + and −, 0).
 */
export default function OfflineLeadsMap({ leads, circle, onCentreChange, renderLead }: LeadsMapProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const size = useSize(containerRef);
  const { country, hasFailed } = useCountry();
  const [view, setView] = useState<ViewTransform | null>(null);
  const [openIds, setOpenIds] = useState<string[] | null>(null);
  const countyLines = useCountyLines(country, view, size);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const onCentreChangeRef = useRef(onCentreChange);
  onCentreChangeRef.current = onCentreChange;

  const placed = useMemo<PlacedLead[]>(
    () =>
      leads.flatMap((lead) => {
        const [lng, lat] = lead.location.coordinates;
        const point = project(lng, lat);
        return point ? [{ lead, point }] : [];
      }),
    [leads],
  );
  const circleD = useMemo(() => (circle ? circlePath(circle.lat, circle.lng, circle.miles) : ''), [circle]);

  const update = useCallback((next: (current: ViewTransform, area: Size) => ViewTransform) => {
    const currentSize = sizeRef.current;
    if (!currentSize) return;
    setView((current) => clampTransform(next(current ?? fitCountry(currentSize), currentSize), currentSize));
  }, []);

  // Fit the search: its circle, else its leads, once they arrive and whenever the circle changes.
  const fitKey = circle ? `${circle.lat},${circle.lng},${circle.miles}` : placed.length > 0 ? 'leads' : '';
  const fittedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!size || fittedKey.current === fitKey) return;
    fittedKey.current = fitKey;
    const country = fitCountry(size);
    let target = country;
    const box = circle ? circleBox(circle.lat, circle.lng, circle.miles) : null;
    if (box) {
      target = fitBox(box, size, 24, country.k * MAX_ZOOM);
    } else if (placed.length > 0) {
      target = fitBox(boxOf(placed.map((item) => item.point)), size, 40, country.k * FIT_MAX_ZOOM);
    }
    setView(clampTransform(target, size));
  }, [size, fitKey, circle, placed]);

  // Keep the view inside the map when the map changes size (a phone turned, a window resized).
  useEffect(() => {
    if (size) setView((current) => (current ? clampTransform(current, size) : current));
  }, [size]);

  useEffect(() => {
    if (!view || !size) return;
    const centre = unproject(fromScreen(view, [size.width / 2, size.height / 2]));
    if (centre) onCentreChangeRef.current(centre);
  }, [view, size]);

  // The wheel zooms around the pointer: a listener of its own, as React's cannot prevent scrolling.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = 2 ** (-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      const at: [number, number] = [event.clientX - rect.left, event.clientY - rect.top];
      update((current, area) => zoomWithin(current, factor, at, area));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [update]);

  // Drag with a mouse or a finger pans; two fingers pinch to zoom.
  const pointers = useRef(new Map<number, [number, number]>());
  const localPoint = (event: { clientX: number; clientY: number }): [number, number] => {
    const rect = containerRef.current!.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  const isOnControl = (target: EventTarget) =>
    target instanceof Element && target.closest('button, a, [data-map-popup]') !== null;

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (isOnControl(event.target) || event.button > 0) return;
    containerRef.current?.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, localPoint(event));
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = localPoint(event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    pointers.current.set(event.pointerId, point);
    const other = others[0];
    if (!other) {
      update((current) => panBy(current, point[0] - previous[0], point[1] - previous[1]));
      return;
    }
    const before = Math.hypot(previous[0] - other[0], previous[1] - other[1]);
    const after = Math.hypot(point[0] - other[0], point[1] - other[1]);
    const midBefore: [number, number] = [(previous[0] + other[0]) / 2, (previous[1] + other[1]) / 2];
    const midAfter: [number, number] = [(point[0] + other[0]) / 2, (point[1] + other[1]) / 2];
    if (before < 1) return;
    update((current, area) =>
      panBy(
        zoomWithin(current, after / before, midBefore, area),
        midAfter[0] - midBefore[0],
        midAfter[1] - midBefore[1],
      ),
    );
  }

  function onPointerEnd(event: React.PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && openIds) {
      setOpenIds(null);
      return;
    }
    if (event.target !== containerRef.current || !size) return;
    const next = viewForKey(event.key, view ?? fitCountry(size), size);
    if (!next) return;
    event.preventDefault();
    update(() => next);
  }

  const zoomBy = (factor: number) =>
    update((current, area) => zoomWithin(current, factor, [area.width / 2, area.height / 2], area));

  // Only what is on screen: a marker panned out of sight is neither drawn nor reached by Tab.
  const clusters = useMemo(() => {
    if (!view || !size) return [];
    const isOnScreen = ({ x, y }: { x: number; y: number }) =>
      x >= 0 && y >= 0 && x <= size.width && y <= size.height;
    return clusterPoints(
      placed.map((item) => {
        const [x, y] = toScreen(view, item.point);
        return { x, y, item };
      }),
      CLUSTER_PIXELS,
    ).filter(isOnScreen);
  }, [placed, view, size]);

  function openCluster(cluster: Cluster<PlacedLead>) {
    const points = cluster.members.map((member) => member.point);
    const [[x0, y0], [x1, y1]] = boxOf(points);
    const country = size ? fitCountry(size) : null;
    const isOneSpot = x1 - x0 < 1e-6 && y1 - y0 < 1e-6;
    const isDeepest = !!view && !!country && view.k >= country.k * (MAX_ZOOM - 1);
    if (cluster.members.length === 1 || isOneSpot || isDeepest || !size || !country) {
      setOpenIds(cluster.members.map((member) => member.lead.id));
      return;
    }
    // Zoom until the cluster comes apart (at least twice as close).
    const fitted = fitBox(boxOf(points), size, 48, country.k * MAX_ZOOM);
    update((current, area) =>
      fitted.k > current.k * 2 ? fitted : zoomWithin(current, 2, [cluster.x, cluster.y], area),
    );
  }

  const openLeads = openIds ? leads.filter((lead) => openIds.includes(lead.id)) : [];
  const hiddenCount = leads.length - placed.length;

  if (hasFailed) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        The map could not load. Check your connection and reload the page; the list of leads below still
        works.
      </p>
    );
  }

  return (
    <div>
      <div
        ref={containerRef}
        role="region"
        aria-label="Map of the leads on this page"
        aria-describedby="offline-map-help"
        tabIndex={0}
        data-map="offline"
        data-map-ready={country && view ? 'true' : 'false'}
        data-county-lines={countyLines.map((lines) => lines.id).join(' ')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={(event) => {
          const at = localPoint(event);
          if (!isOnControl(event.target)) update((current, area) => zoomWithin(current, 2, at, area));
        }}
        onKeyDown={onKeyDown}
        className="relative h-[360px] w-full cursor-grab touch-none select-none overflow-hidden rounded-2xl bg-sky-100 ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-accent active:cursor-grabbing sm:h-[480px]"
      >
        {size && view && country && (
          <svg width={size.width} height={size.height} aria-hidden="true" className="absolute inset-0">
            <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
              <path d={country.land} className="fill-white" />
              {countyLines.map(({ id, d }) => (
                <path
                  key={id}
                  d={d}
                  className="fill-none stroke-slate-300 [stroke-width:0.6] [vector-effect:non-scaling-stroke]"
                />
              ))}
              <path
                d={country.stateBorders}
                className="fill-none stroke-slate-500 [stroke-width:1.2] [vector-effect:non-scaling-stroke]"
              />
              {circleD && (
                <path
                  d={circleD}
                  data-map-circle=""
                  className="fill-brand-600/10 stroke-brand-700 [stroke-width:2] [vector-effect:non-scaling-stroke]"
                />
              )}
            </g>
          </svg>
        )}
        {!country && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center text-sm text-slate-700"
          >
            Loading the map…
          </p>
        )}
        {country &&
          clusters.map((cluster) => {
            const count = cluster.members.length;
            const isExclusive = count === 1 && cluster.members[0]!.lead.lead_type === 'exclusive';
            const sizeClass = count === 1 ? 'h-7 w-7' : count < 10 ? 'h-9 w-9' : 'h-11 w-11';
            return (
              <button
                key={cluster.members.map((member) => member.lead.id).join()}
                type="button"
                data-map-marker=""
                data-lead-count={count}
                aria-label={markerLabel(cluster)}
                title={markerLabel(cluster)}
                onClick={() => openCluster(cluster)}
                style={{ left: cluster.x, top: cluster.y }}
                className={`absolute z-10 flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md focus-visible:outline-3 focus-visible:outline-accent ${sizeClass} ${
                  count > 1 ? 'bg-brand-700' : isExclusive ? 'bg-ink' : 'bg-brand-600'
                }`}
              >
                {count > 1 ? count : <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />}
              </button>
            );
          })}
        {openLeads.length > 0 && (
          <LeadPopup
            leads={openLeads}
            renderLead={renderLead}
            isNarrow={(size?.width ?? 0) < 560}
            onClose={() => {
              setOpenIds(null);
              containerRef.current?.focus();
            }}
          />
        )}
        {/* Bottom right: the Gulf and the Atlantic, where no lead is. */}
        <div className="absolute bottom-3 right-3 z-10 flex gap-2">
          <button type="button" className={zoomButtonClass} aria-label="Zoom in" onClick={() => zoomBy(2)}>
            +
          </button>
          <button type="button" className={zoomButtonClass} aria-label="Zoom out" onClick={() => zoomBy(0.5)}>
            −
          </button>
          <button
            type="button"
            className={`${zoomButtonClass} text-xs`}
            aria-label="Show the whole country"
            onClick={() => size && update(() => fitCountry(size))}
          >
            US
          </button>
        </div>
      </div>
      <p id="offline-map-help" className="mt-2 text-xs text-slate-600">
        Drag to move and scroll or pinch to zoom; with the map focused, the arrow keys move it and + and −
        zoom. Locations are rounded to about 1 km; the exact address comes with the lead once you own it.
        {hiddenCount > 0 &&
          ` ${hiddenCount} ${hiddenCount === 1 ? 'lead lies' : 'leads lie'} outside the map.`}
      </p>
    </div>
  );
}
