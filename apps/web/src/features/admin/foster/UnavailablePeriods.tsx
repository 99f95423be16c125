import { useId, useState } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetFocus, UseFormSetValue } from 'react-hook-form';
import { Field } from '../../../ui/form/Field';
import { emptyPeriod, type HomeFormValues } from './home-form';

/**
 * "Kiedy nie może przyjąć": the home's unavailable periods as rows (Od, Do, Uwagi), added and
 * removed here and saved with the form as a whole. A new row takes the focus.
 *
 * The rows are the form's `unavailable` array, rewritten with setValue, not react-hook-form's
 * useFieldArray: the library is one module in one chunk that the public forms load too, so a
 * feature used only here would make /kontakt and the survey ~1.5 kB heavier (bundle budgets).
 * Rows are keyed by position: after a removal setValue has already moved the values up, and the
 * last row's inputs are the ones that go.
 */
export function UnavailablePeriods({
  register,
  getValues,
  setValue,
  setFocus,
  errors,
  disabled,
}: {
  register: UseFormRegister<HomeFormValues>;
  getValues: UseFormGetValues<HomeFormValues>;
  setValue: UseFormSetValue<HomeFormValues>;
  setFocus: UseFormSetFocus<HomeFormValues>;
  errors: FieldErrors<HomeFormValues>['unavailable'];
  disabled: boolean;
}) {
  const baseId = useId();
  const [count, setCount] = useState(() => getValues('unavailable').length);
  const rows = Array.from({ length: count }, (_, index) => index);

  const add = () => {
    const periods = getValues('unavailable');
    setValue('unavailable', [...periods, emptyPeriod()], { shouldDirty: true });
    setCount(periods.length + 1);
    // After the render that mounts the new row's inputs.
    requestAnimationFrame(() => setFocus(`unavailable.${periods.length}.from`));
  };
  const remove = (index: number) => {
    const periods = getValues('unavailable');
    setValue('unavailable', periods.filter((_, at) => at !== index), { shouldDirty: true });
    setCount(periods.length - 1);
  };

  return (
    <fieldset className="foster-periods">
      <legend>Kiedy nie może przyjąć zwierzaków</legend>
      {count === 0 && <p className="form__hint">Brak zapisanych terminów.</p>}
      <ol className="foster-periods__list">
        {rows.map((index) => {
          const id = `${baseId}-${index}`;
          const rowErrors = errors?.[index];
          const label = `Termin ${index + 1}`;
          return (
            <li key={index} className="foster-periods__row" aria-label={label}>
              <Field id={`${id}-from`} label="Od" error={rowErrors?.from?.message} requiredMark>
                {(props) => <input {...props} {...register(`unavailable.${index}.from`)} type="date" required aria-required="true" disabled={disabled} />}
              </Field>
              <Field id={`${id}-to`} label="Do" error={rowErrors?.to?.message} requiredMark>
                {(props) => <input {...props} {...register(`unavailable.${index}.to`)} type="date" required aria-required="true" disabled={disabled} />}
              </Field>
              <Field id={`${id}-note`} label="Uwagi" error={rowErrors?.note?.message} className="form__field foster-periods__note">
                {(props) => <input {...props} {...register(`unavailable.${index}.note`)} maxLength={200} placeholder="np. urlop" disabled={disabled} />}
              </Field>
              <button type="button" className="btn btn--light btn--small foster-periods__remove" disabled={disabled} onClick={() => remove(index)}>
                Usuń<span className="visually-hidden"> termin {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn--light btn--small" disabled={disabled} onClick={add}>
        Dodaj termin
      </button>
    </fieldset>
  );
}
