import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkResolver } from '../../../ui/form/check-resolver';
import { Field } from '../../../ui/form/Field';
import { actionGroups, EMPTY_FILTER_VALUES, filterErrors, NUMBERED_SUBJECT_TYPES, SUBJECT_TYPE_LABELS, type FilterValues } from './history-filters';

const GROUPS = actionGroups();

interface HistoryFiltersFormProps {
  /** The filters in the address now (the form starts from them, and follows them on back and forward). */
  values: FilterValues;
  /** Logins for the "Kto" choice. */
  usernames: readonly string[];
  onApply(values: FilterValues): void;
}

// What the form can tell before asking the server (the server judges the rest, in Polish).
const resolver = checkResolver(filterErrors);

/** Who, what kind of action, about what and when: applied with "Filtruj", all dropped with "Wyczyść". */
export function HistoryFiltersForm({ values, usernames, onApply }: HistoryFiltersFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FilterValues>({ values, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const [actor, action, subjectType] = useWatch({ control, name: ['actor', 'action', 'subjectType'] });
  // A value from the address that the choices do not list (an old login, a typed link) stays choosable.
  const actors = [...new Set([...usernames, 'system', ...(actor ? [actor] : [])])];
  const knownAction = action === '' || GROUPS.some((group) => group.prefix === action || group.actions.some((item) => item.value === action));
  const subjectTypes: string[] = [...NUMBERED_SUBJECT_TYPES, ...Object.keys(SUBJECT_TYPE_LABELS).filter((type) => !(NUMBERED_SUBJECT_TYPES as readonly string[]).includes(type))];
  if (subjectType && !subjectTypes.includes(subjectType)) subjectTypes.push(subjectType);

  return (
    <form
      className="history-filters"
      role="search"
      aria-label="Filtry historii"
      noValidate
      onSubmit={(event) => void handleSubmit((filters) => onApply(filters))(event)}
    >
      <Field id={`${id}-actor`} label="Kto">
        {(control) => (
          <select {...control} {...register('actor')}>
            <option value="">Wszyscy</option>
            {actors.map((name) => (
              <option key={name} value={name}>
                {name === 'system' ? 'system (zadania automatyczne, nieudane logowania)' : name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-action`} label="Czynność">
        {(control) => (
          <select {...control} {...register('action')}>
            <option value="">Wszystkie</option>
            {!knownAction && <option value={action}>{action}</option>}
            {GROUPS.map((group) => (
              <optgroup key={group.prefix} label={group.label}>
                <option value={group.prefix}>{group.label}: wszystkie</option>
                {group.actions.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-subject-type`} label="Dotyczy">
        {(control) => (
          <select {...control} {...register('subjectType')}>
            <option value="">Wszystkiego</option>
            {subjectTypes.map((type) => (
              <option key={type} value={type}>
                {SUBJECT_TYPE_LABELS[type] ?? type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-subject-id`} label="Numer (np. ankiety)" error={errors.subjectId?.message} errorClassName="history-filters__error">
        {(control) => <input {...control} {...register('subjectId')} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field id={`${id}-from`} label="Od dnia">
        {(control) => <input {...control} {...register('from')} type="date" />}
      </Field>
      <Field id={`${id}-to`} label="Do dnia" error={errors.to?.message} errorClassName="history-filters__error">
        {(control) => <input {...control} {...register('to')} type="date" />}
      </Field>
      <div className="history-filters__buttons">
        <button type="submit" className="btn btn--primary btn--small">
          Filtruj
        </button>
        <button
          type="button"
          className="btn btn--light btn--small"
          onClick={() => {
            reset(EMPTY_FILTER_VALUES);
            onApply(EMPTY_FILTER_VALUES);
          }}
        >
          Wyczyść filtry
        </button>
      </div>
    </form>
  );
}
