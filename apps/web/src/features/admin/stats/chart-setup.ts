import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';

// Only what stacked bar charts need: chart.js tree-shakes the rest out of this screen's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Distinct colours with enough contrast against white, one per series. */
export const SERIES_COLOURS = ['#2f6f4f', '#c0392b', '#2c5aa0', '#b9770e', '#7d3c98', '#117a65', '#a04000', '#5d6d7e', '#1a5276', '#7b241c'];

export function stackedBarOptions(reducedMotion: boolean): ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    locale: 'pl-PL',
    scales: {
      x: { stacked: true },
      y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
    },
    plugins: { legend: { position: 'bottom' } },
  };
}
