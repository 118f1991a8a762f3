import type { RoiGroup } from '@app/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * A bar chart of spend and revenue per group. The chart library is imported when the chart
 * mounts, so only the ROI page ever downloads it; the table beside it carries the same numbers.
 */
export function RoiChart({ groups, label }: { groups: RoiGroup[]; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  // Redraw when the numbers change, not on every render: a new chart grows its bars from zero.
  const dataKey = JSON.stringify(groups.map((g) => [g.label, g.spend_cents, g.revenue_cents]));
  useEffect(() => {
    const rows = JSON.parse(dataKey) as [string, number, number][];
    let destroy: (() => void) | undefined;
    let isCancelled = false;
    import('./roi-chart-draw')
      .then(({ drawRoiChart }) => {
        if (isCancelled || !canvasRef.current) return;
        destroy = drawRoiChart(canvasRef.current, {
          labels: rows.map(([label]) => label),
          spend: rows.map(([, spend]) => spend / 100),
          revenue: rows.map(([, , revenue]) => revenue / 100),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      isCancelled = true;
      destroy?.();
    };
  }, [dataKey]);
  if (failed)
    return (
      <p className="text-sm text-slate-700">The chart could not load; the table below has every number.</p>
    );
  return (
    <div className="relative h-64 w-full min-w-0 overflow-hidden sm:h-72">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`${label}: spend and revenue, bar chart. The table below gives the numbers.`}
      />
    </div>
  );
}
