import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate, type AnimalWeights } from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { actionErrorMessage } from '../animals/animals-api';
import { TextField } from '../animals/fields';
import { todayInputValue } from '../animals/edit-form';
import { ChartFigure } from '../ui/ChartFigure';
import { useAddWeight } from './care-record-queries';

// chart.js loads with the first chart shown, not with the panel.
const WeightChart = lazy(() => import('./WeightChart'));

/** Whether this browser draws on a canvas; without it the figure is its table alone. */
const canvasDraws = () => typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;

interface WeightForm {
  date: string;
  grams: string;
}

/** "Spadek wagi o 12% w 9 dni (z 2100 g do 1850 g)": the warning a fall of 10 % within 14 days raises. */
export function weightDropText(drop: NonNullable<AnimalWeights['drop']>): string {
  const days = Math.round((Date.parse(drop.toDate) - Date.parse(drop.fromDate)) / 86_400_000);
  return `Spadek wagi o ${drop.percent}% w ${days} ${days === 1 ? 'dzień' : 'dni'} (z ${drop.fromGrams} g do ${drop.toGrams} g). Skonsultuj to z lekarzem weterynarii.`;
}

/** Weights in grams: the warning, the chart with its table, and "Zapisz ważenie" (one per day: a second one that day corrects it). */
export function WeightsPanel({ animalId, data }: { animalId: number; data: AnimalWeights }) {
  const [drawable] = useState(canvasDraws);
  const idPrefix = useId();
  const today = todayInputValue();
  const addWeight = useAddWeight(animalId);
  const { register, handleSubmit, setError, reset, clearErrors, formState: { errors } } = useForm<WeightForm>({ defaultValues: { date: today, grams: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await addWeight.mutateAsync({ date: values.date, grams: Number(values.grams.replace(/\s/g, '')) });
      toast.info(saved.message);
      reset({ date: today, grams: '' });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields?.grams) setError('grams', { type: 'server', message: fields.grams }, { shouldFocus: true });
      if (fields?.date) setError('date', { type: 'server', message: fields.date }, { shouldFocus: !fields.grams });
      toast.error(actionErrorMessage(error, 'Nie udało się zapisać ważenia.'));
    }
  });
  const { weights, drop } = data;
  return (
    <section className="weights" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`} className="animal-edit__section-title">
        Waga
      </h3>
      {drop && (
        <p className="weights__drop" role="status">
          <strong>Uwaga:</strong> {weightDropText(drop)}
        </p>
      )}
      {weights.length === 0 ? (
        <p className="animal-edit__note">Nie ma jeszcze ważeń. Waż zwierzaka regularnie (np. co tydzień): spadek wagi to często pierwszy objaw choroby.</p>
      ) : (
        <ChartFigure
          heading="h4"
          title="Waga w gramach"
          chart={
            drawable ? (
              <Suspense fallback={null}>
                <WeightChart weights={weights} />
              </Suspense>
            ) : null
          }
          table={
            // Two narrow columns: no scrolling wrapper (one inside the hidden table would be a scrollable region nobody can reach).
            <table className="stats-table">
                <caption>Ważenia: data i waga w gramach</caption>
                <thead>
                  <tr>
                    <th scope="col">Data</th>
                    <th scope="col">Waga (g)</th>
                  </tr>
                </thead>
                <tbody>
                  {weights.map((weight) => (
                    <tr key={weight.id}>
                      <th scope="row">{formatDate(weight.date)}</th>
                      <td>{weight.grams}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
          }
        />
      )}
      <form className="weights__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={addWeight.isPending}>
        <fieldset className="animal-form__fieldset" disabled={addWeight.isPending}>
          <legend className="visually-hidden">Nowe ważenie</legend>
          <div className="weights__fields">
            <TextField id={`${idPrefix}-date`} label="Data ważenia" type="date" max={today} registration={register('date', { onChange: () => clearErrors('date') })} error={errors.date?.message} />
            <TextField id={`${idPrefix}-grams`} label="Waga (g)" registration={register('grams', { onChange: () => clearErrors('grams') })} error={errors.grams?.message} placeholder="np. 1850" />
            <button type="submit" className="btn btn--primary btn--small weights__submit">
              {addWeight.isPending ? 'Zapisywanie…' : 'Zapisz ważenie'}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
