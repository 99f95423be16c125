import { useId, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FOSTER_CAPACITY_MAX, fosterHomeUpdateSchema, SPECIES, type FosterHomeDetail } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field, FieldError } from '../../../ui/form/Field';
import { RequiredMark } from '../../../ui/RequiredMark';
import { toast } from '../../../ui/toast-store';
import { HOME_FORM_FIELDS, homeFormValues, type HomeFormValues, type HomeUpdate } from './home-form';
import { useUpdateHome } from './foster-queries';
import { UnavailablePeriods } from './UnavailablePeriods';

export const HOME_SAVE_FAILED = 'Nie udało się zapisać domu tymczasowego. Spróbuj ponownie.';

// The shared schema of PUT /foster/homes/:id: the same messages here as from the server.
const resolver = zodResolver(fosterHomeUpdateSchema, undefined, { mode: 'sync' }) as unknown as Resolver<HomeFormValues, unknown, HomeFormValues>;

const TEXT_FIELDS: readonly { name: 'firstName' | 'lastName' | 'email' | 'phone' | 'postcode' | 'city'; label: string; type?: string; autoComplete: string; maxLength: number }[] = [
  { name: 'firstName', label: 'Imię', autoComplete: 'off', maxLength: 60 },
  { name: 'lastName', label: 'Nazwisko', autoComplete: 'off', maxLength: 60 },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off', maxLength: 254 },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'off', maxLength: 30 },
  { name: 'postcode', label: 'Kod pocztowy', autoComplete: 'off', maxLength: 6 },
  { name: 'city', label: 'Miejscowość', autoComplete: 'off', maxLength: 80 },
];

/**
 * What staff keep about a home (PUT /foster/homes/:id): the person and place, the species and how
 * many at once, notes, whether it is active, and its unavailable periods, saved together.
 */
export function FosterHomeForm({ home }: { home: FosterHomeDetail }) {
  const baseId = useId();
  const {
    register,
    getValues,
    setValue,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<HomeFormValues, unknown, HomeFormValues>({ defaultValues: homeFormValues(home), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  // The periods' rows are counted by their component: a reset remounts it to count them again.
  const [resets, setResets] = useState(0);
  const resetTo = (values: HomeFormValues) => {
    reset(values);
    setResets((count) => count + 1);
  };

  const save = useUpdateHome(home.id);
  const refused = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const refusedHere = Object.keys(refused).some((name) => (HOME_FORM_FIELDS as readonly string[]).includes(name) || name.startsWith('unavailable'));
  const formError = save.isError && !refusedHere ? errorMessage(save.error, HOME_SAVE_FAILED) : null;
  const busy = save.isPending;

  const onSubmit = handleSubmit((values) => {
    const input = values as unknown as HomeUpdate;
    save.mutate(input, {
      onSuccess: (answer) => {
        resetTo(homeFormValues(answer.home));
        toast.info(answer.message);
      },
      onError: (error) => {
        // The server names the fields it refused: each gets its message under it, the first the focus.
        const fields = isApiError(error) ? (error.fields ?? {}) : {};
        const names = Object.keys(fields);
        for (const name of names) setError(name as Path<HomeFormValues>, { type: 'server', message: fields[name] });
        const first = names.find((name) => name !== 'species' && name !== 'unavailable');
        if (first) setTimeout(() => setFocus(first as Path<HomeFormValues>), 0);
      },
    });
  });

  const speciesError = errors.species?.message ?? errors.species?.root?.message;
  return (
    <form className="form foster-home-form" noValidate aria-busy={busy} aria-labelledby={`${baseId}-title`} onSubmit={(event) => void onSubmit(event)}>
      <h2 id={`${baseId}-title`} className="foster-section__title">
        Dane domu tymczasowego
      </h2>
      <div className="foster-home-form__grid">
        {TEXT_FIELDS.map((field) => (
          <Field key={field.name} id={`${baseId}-${field.name}`} label={field.label} error={errors[field.name]?.message} requiredMark>
            {(props) => (
              <input
                {...props}
                {...register(field.name)}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required
                aria-required="true"
                disabled={busy}
              />
            )}
          </Field>
        ))}
        <Field id={`${baseId}-capacity`} label="Ile zwierzaków naraz" error={errors.capacity?.message} requiredMark>
          {(props) => <input {...props} {...register('capacity')} type="number" inputMode="numeric" min={1} max={FOSTER_CAPACITY_MAX} required aria-required="true" disabled={busy} />}
        </Field>
      </div>
      <fieldset className="foster-species" aria-describedby={speciesError ? `${baseId}-species-error` : undefined} aria-invalid={speciesError ? true : undefined}>
        <legend>
          Gatunki, które przyjmuje
          <RequiredMark />
        </legend>
        <div className="foster-species__options">
          {SPECIES.map((name) => (
            <label key={name} className="foster-check">
              <input type="checkbox" value={name} {...register('species')} disabled={busy} />
              {name}
            </label>
          ))}
        </div>
        <FieldError id={`${baseId}-species`} error={speciesError} />
      </fieldset>
      <Field id={`${baseId}-notes`} label="Notatki zespołu" error={errors.notes?.message}>
        {(props) => <textarea {...props} {...register('notes')} rows={4} maxLength={5000} disabled={busy} />}
      </Field>
      <label className="foster-check">
        <input type="checkbox" {...register('active')} disabled={busy} />
        Aktywny dom tymczasowy
      </label>
      <UnavailablePeriods key={resets} register={register} getValues={getValues} setValue={setValue} setFocus={setFocus} errors={errors.unavailable} disabled={busy} />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Zapisywanie…' : 'Zapisz'}
        </button>
        {isDirty && (
          <button type="button" className="btn btn--light" disabled={busy} onClick={() => resetTo(homeFormValues(home))}>
            Cofnij zmiany
          </button>
        )}
      </div>
    </form>
  );
}
