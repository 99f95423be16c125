import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';

// Only what a line of weights needs: chart.js tree-shakes the rest out of this chunk.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

export function weightChartOptions(reducedMotion: boolean): ChartOptions<'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    locale: 'pl-PL',
    scales: { y: { title: { display: true, text: 'gramy' }, ticks: { precision: 0 } } },
    plugins: { legend: { display: false } },
  };
}
