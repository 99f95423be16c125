import { useId } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field } from '../../../ui/form/Field';
import { emptyPeriod, type HomeFormValues } from './home-form';

/**
 * "Kiedy nie może przyjąć": the home's unavailable periods as rows (Od, Do, Uwagi), added and
 * removed here and saved with the form as a whole. A new row takes the focus.
 */
export function UnavailablePeriods({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<HomeFormValues, unknown, HomeFormValues>;
  register: UseFormRegister<HomeFormValues>;
  errors: FieldErrors<HomeFormValues>['unavailable'];
  disabled: boolean;
}) {
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'unavailable' });
  return (
    <fieldset className="foster-periods">
      <legend>Kiedy nie może przyjąć zwierzaków</legend>
      {fields.length === 0 && <p className="form__hint">Brak zapisanych terminów.</p>}
      <ol className="foster-periods__list">
        {fields.map((field, index) => {
          const id = `${baseId}-${index}`;
          const rowErrors = errors?.[index];
          const label = `Termin ${index + 1}`;
          return (
            <li key={field.id} className="foster-periods__row" aria-label={label}>
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
      <button type="button" className="btn btn--light btn--small" disabled={disabled} onClick={() => append(emptyPeriod(), { shouldFocus: true })}>
        Dodaj termin
      </button>
    </fieldset>
  );
}
