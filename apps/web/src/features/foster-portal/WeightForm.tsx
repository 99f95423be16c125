import { useId, useState, type FormEvent } from 'react';
import { FOSTER_PORTAL_MESSAGES as P, portalWeightSchema, todayInPoland, type FosterPortalAnimal } from '@pets/shared';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/form/Field';
import { fieldErrorsOf, PortalNotice, zodFieldErrors, type Notice } from './PortalNotice';
import { useAddWeight } from './foster-portal-queries';

/** "Dodaj wagę": the day (today unless changed) and the grams; it goes straight into the animal's record. */
export function WeightForm({ token, animal }: { token: string; animal: FosterPortalAnimal }) {
  const id = useId();
  const today = todayInPoland();
  const [date, setDate] = useState(today);
  const [grams, setGrams] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const add = useAddWeight(token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setNotice(null);
    const parsed = portalWeightSchema.safeParse({ animalId: animal.id, date, grams: grams.trim() === '' ? Number.NaN : Number(grams.replace(',', '.')) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await add.mutateAsync(parsed.data);
      setGrams('');
      setNotice({ kind: 'success', text: `${answer.message} ${animal.name}: ${parsed.data.grams} g.` });
    } catch (error) {
      setErrors(fieldErrorsOf(error, ['date', 'grams']));
      setNotice({ kind: 'error', text: errorMessage(error, P.sendFailed) });
    }
  };

  return (
    <form className="form portal-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="portal-form__title">
        Dodaj wagę
      </h3>
      <div className="portal-form__row">
        <Field id={`${id}-date`} label="Data" error={errors.date}>
          {(control) => <input {...control} type="date" required max={today} value={date} onChange={(event) => setDate(event.target.value)} />}
        </Field>
        <Field id={`${id}-grams`} label="Waga w gramach" error={errors.grams}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={20000}
              step={1}
              value={grams}
              onChange={(event) => setGrams(event.target.value)}
            />
          )}
        </Field>
      </div>
      <button type="submit" className="btn btn--primary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        {add.isPending ? P.sending : 'Zapisz wagę'}
      </button>
      <PortalNotice notice={notice} />
    </form>
  );
}
