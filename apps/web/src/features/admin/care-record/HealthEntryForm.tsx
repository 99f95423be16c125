import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { HEALTH_ENTRY_TYPE_LABELS, HEALTH_ENTRY_TYPES, type HealthEntry, type Species } from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { useCanCoordinate } from '../admin-session';
import { actionErrorMessage } from '../animals/animals-api';
import { SelectField, TextAreaField, TextField } from '../animals/fields';
import { todayInputValue } from '../animals/edit-form';
import { useSaveHealthEntry } from './care-record-queries';
import { ClinicPicker } from './ClinicPicker';
import { defaultsFor, emptyHealthEntry, formFromEntry, healthEntryInput, proposedNextDue, type HealthEntryFormValues } from './health-entry-form';

interface HealthEntryFormProps {
  animalId: number;
  species: Species;
  /** The entry being corrected; absent: a new entry. */
  entry?: HealthEntry;
  onDone(): void;
}

const FIELDS: readonly (keyof HealthEntryFormValues)[] = ['type', 'date', 'description', 'cost', 'clinicId', 'nextDue', 'doseEveryHours', 'courseUntil', 'note'];
/** The server's field names → the form's (the cost is typed in złoty, sent in grosze). */
const SERVER_FIELD: Record<string, keyof HealthEntryFormValues> = { costGrosze: 'cost' };

/**
 * A health card entry, new or corrected: its type, date, what it was, the cost and clinic
 * (coordinators), the next-due date (a species' schedule is offered: "za 12 miesięcy") and a
 * note. The server's Polish messages show under their fields; a correction someone else saved
 * first is refused and the card shows their version.
 */
export function HealthEntryForm({ animalId, species, entry, onDone }: HealthEntryFormProps) {
  const idPrefix = useId();
  const today = todayInputValue();
  const withCost = useCanCoordinate();
  const save = useSaveHealthEntry(animalId);
  const [defaults] = useState(() => (entry ? formFromEntry(entry) : emptyHealthEntry(today)));
  const { register, handleSubmit, setError, setValue, clearErrors, control, formState: { errors } } = useForm<HealthEntryFormValues>({ defaultValues: defaults });
  const [type, date] = useWatch({ control, name: ['type', 'date'] });
  const id = (field: keyof HealthEntryFormValues) => `${idPrefix}-${field}`;
  const field = (name: keyof HealthEntryFormValues) => register(name, { onChange: () => clearErrors(name) });
  const suggestions = date ? defaultsFor(species, type) : [];

  const onSubmit = handleSubmit(async (values) => {
    const built = healthEntryInput(values, { withCost, ...(entry ? { version: entry.version } : {}) });
    if (!built.ok) {
      setError(built.field, { type: 'client', message: built.message }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...(entry ? { entryId: entry.id } : {}), input: built.input });
      toast.info(saved.message);
      onDone();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      const first = fields ? FIELDS.find((name) => fields[name] ?? Object.entries(SERVER_FIELD).some(([server, own]) => own === name && fields[server])) : undefined;
      if (fields) {
        for (const [name, message] of Object.entries(fields)) {
          const own = SERVER_FIELD[name] ?? name;
          if (message && (FIELDS as readonly string[]).includes(own)) setError(own as keyof HealthEntryFormValues, { type: 'server', message });
        }
      }
      toast.error(actionErrorMessage(error, 'Nie udało się zapisać wpisu. Spróbuj ponownie.'));
      if (isApiError(error) && error.code === 'entry_changed') onDone();
      else if (first) setTimeout(() => document.getElementById(id(first))?.focus(), 0);
    }
  });

  return (
    <form className="health-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
      <fieldset className="animal-form__fieldset" disabled={save.isPending}>
        <legend className="animal-form__section-title">{entry ? 'Popraw wpis' : 'Nowy wpis'}</legend>
        <div className="animal-form__grid">
          <SelectField
            id={id('type')}
            label="Rodzaj"
            required
            registration={field('type')}
            defaultValue={defaults.type}
            options={HEALTH_ENTRY_TYPES}
            labels={HEALTH_ENTRY_TYPE_LABELS}
            error={errors.type?.message}
          />
          <TextField id={id('date')} label="Data" type="date" required max={today} registration={field('date')} error={errors.date?.message} />
          <TextField
            id={id('description')}
            label="Opis"
            required
            maxLength={200}
            className="animal-form__wide"
            registration={field('description')}
            error={errors.description?.message}
            placeholder={type === 'szczepienie' ? 'np. RHD1 i RHD2' : undefined}
          />
          {withCost && (
            <TextField id={id('cost')} label="Koszt (zł)" registration={field('cost')} error={errors.cost?.message} placeholder="np. 85,50" hint="Widzą go tylko koordynatorzy i administratorzy." />
          )}
          <ClinicPicker id={id('clinicId')} registration={field('clinicId')} defaultValue={defaults.clinicId} error={errors.clinicId?.message} onAdded={(clinicId) => setValue('clinicId', String(clinicId))} />
          <TextField
            id={id('nextDue')}
            label="Następny termin"
            type="date"
            registration={field('nextDue')}
            error={errors.nextDue?.message}
            hint={
              suggestions.length > 0 ? (
                <span className="health-form__suggestions">
                  {suggestions.map((item) => (
                    <button
                      key={item.description}
                      type="button"
                      className="btn btn--light btn--small"
                      onClick={() => {
                        setValue('nextDue', proposedNextDue(date, item));
                        if (!defaults.description) setValue('description', item.description);
                        clearErrors('nextDue');
                      }}
                    >
                      {`${item.description}: ${item.note}`}
                    </button>
                  ))}
                </span>
              ) : (
                'Z tej daty powstanie zadanie w „Na dziś”.'
              )
            }
          />
          {type === 'lek' && (
            <>
              <TextField
                id={id('doseEveryHours')}
                label="Podawać co (godzin)"
                registration={field('doseEveryHours')}
                error={errors.doseEveryHours?.message}
                placeholder="np. 12"
                hint="Kuracja: na każdy dzień podawania powstanie zadanie w „Na dziś”."
              />
              <TextField id={id('courseUntil')} label="Do dnia (włącznie)" type="date" registration={field('courseUntil')} error={errors.courseUntil?.message} />
            </>
          )}
          <TextAreaField id={id('note')} label="Uwagi" rows={2} maxLength={2000} className="animal-form__wide" registration={field('note')} error={errors.note?.message} />
        </div>
        <div className="health-form__actions">
          <button type="submit" className="btn btn--primary btn--small">
            {save.isPending ? 'Zapisywanie…' : entry ? 'Zapisz poprawkę' : 'Dodaj wpis'}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
            Anuluj
          </button>
        </div>
      </fieldset>
    </form>
  );
}
