import { Line } from 'react-chartjs-2';
import { formatDate, type WeightEntry } from '@pets/shared';
import { useReducedMotion } from '../../../ui/useReducedMotion';
import { weightChartOptions } from './weight-chart';

/** The weights as a line (loaded with chart.js only when the tab shows them). */
export default function WeightChart({ weights }: { weights: readonly WeightEntry[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <Line
      data={{
        labels: weights.map((weight) => formatDate(weight.date)),
        datasets: [{ label: 'Waga (g)', data: weights.map((weight) => weight.grams), borderColor: '#2f6f4f', backgroundColor: '#2f6f4f' }],
      }}
      options={weightChartOptions(reducedMotion)}
    />
  );
}
