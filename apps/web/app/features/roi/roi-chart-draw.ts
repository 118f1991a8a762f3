import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only what a grouped bar chart needs, so the chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export interface RoiChartData {
  labels: string[];
  spend: number[];
  revenue: number[];
}

/** Spend beside revenue per group, in dollars. Loaded only by the ROI page (a dynamic import). */
export function drawRoiChart(canvas: HTMLCanvasElement, data: RoiChartData) {
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: data.labels,
      datasets: [
        { label: 'Spend', data: data.spend, backgroundColor: '#f5a524', borderRadius: 4 },
        { label: 'Revenue', data: data.revenue, backgroundColor: '#167f56', borderRadius: 4 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 400 },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label}: ${usd.format(item.parsed.y ?? 0)}` },
        },
      },
      scales: {
        x: { ticks: { autoSkip: false, maxRotation: 45 } },
        y: { beginAtZero: true, ticks: { callback: (value) => usd.format(Number(value)) } },
      },
    },
  };
  const chart = new Chart(canvas, config);
  return () => chart.destroy();
}
