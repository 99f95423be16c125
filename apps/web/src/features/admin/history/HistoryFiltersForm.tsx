import { useId, useState, type FormEvent } from 'react';
import { actionGroups, EMPTY_FILTER_VALUES, filterErrors, NUMBERED_SUBJECT_TYPES, SUBJECT_TYPE_LABELS, type FilterParam, type FilterValues } from './history-filters';

const GROUPS = actionGroups();

interface HistoryFiltersFormProps {
  /** The filters in the address now (the form starts from them). */
  values: FilterValues;
  /** Logins for the "Kto" choice. */
  usernames: readonly string[];
  onApply(values: FilterValues): void;
}

/** Who, what kind of action, about what and when: applied with "Filtruj", all dropped with "Wyczyść". */
export function HistoryFiltersForm({ values, usernames, onApply }: HistoryFiltersFormProps) {
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<FilterParam, string>>>({});
  const ids = { actor: useId(), action: useId(), subjectType: useId(), subjectId: useId(), from: useId(), to: useId() };
  const set = (name: FilterParam, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  // A value from the address that the choices do not list (an old login, a typed link) stays choosable.
  const actors = [...new Set([...usernames, 'system', ...(draft.actor ? [draft.actor] : [])])];
  const knownAction = draft.action === '' || GROUPS.some((group) => group.prefix === draft.action || group.actions.some((action) => action.value === draft.action));
  const subjectTypes: string[] = [...NUMBERED_SUBJECT_TYPES, ...Object.keys(SUBJECT_TYPE_LABELS).filter((type) => !(NUMBERED_SUBJECT_TYPES as readonly string[]).includes(type))];
  if (draft.subjectType && !subjectTypes.includes(draft.subjectType)) subjectTypes.push(draft.subjectType);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  const described = (name: FilterParam) => (errors[name] ? `${ids[name]}-error` : undefined);
  const fieldError = (name: FilterParam) =>
    errors[name] && (
      <p id={`${ids[name]}-error`} className="history-filters__error">
        {errors[name]}
      </p>
    );

  return (
    <form className="history-filters" role="search" aria-label="Filtry historii" noValidate onSubmit={onSubmit}>
      <div className="form__field">
        <label htmlFor={ids.actor}>Kto</label>
        <select id={ids.actor} value={draft.actor} onChange={(event) => set('actor', event.target.value)}>
          <option value="">Wszyscy</option>
          {actors.map((actor) => (
            <option key={actor} value={actor}>
              {actor === 'system' ? 'system (zadania automatyczne, nieudane logowania)' : actor}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={ids.action}>Czynność</label>
        <select id={ids.action} value={draft.action} onChange={(event) => set('action', event.target.value)}>
          <option value="">Wszystkie</option>
          {!knownAction && <option value={draft.action}>{draft.action}</option>}
          {GROUPS.map((group) => (
            <optgroup key={group.prefix} label={group.label}>
              <option value={group.prefix}>{group.label}: wszystkie</option>
              {group.actions.map((action) => (
                <option key={action.value} value={action.value}>
                  {action.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={ids.subjectType}>Dotyczy</label>
        <select id={ids.subjectType} value={draft.subjectType} onChange={(event) => set('subjectType', event.target.value)}>
          <option value="">Wszystkiego</option>
          {subjectTypes.map((type) => (
            <option key={type} value={type}>
              {SUBJECT_TYPE_LABELS[type] ?? type}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={ids.subjectId}>Numer (np. ankiety)</label>
        <input
          id={ids.subjectId}
          inputMode="numeric"
          autoComplete="off"
          value={draft.subjectId}
          aria-invalid={errors.subjectId ? true : undefined}
          aria-describedby={described('subjectId')}
          onChange={(event) => set('subjectId', event.target.value)}
        />
        {fieldError('subjectId')}
      </div>
      <div className="form__field">
        <label htmlFor={ids.from}>Od dnia</label>
        <input id={ids.from} type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} />
      </div>
      <div className="form__field">
        <label htmlFor={ids.to}>Do dnia</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={described('to')}
          onChange={(event) => set('to', event.target.value)}
        />
        {fieldError('to')}
      </div>
      <div className="history-filters__buttons">
        <button type="submit" className="btn btn--primary btn--small">
          Filtruj
        </button>
        <button
          type="button"
          className="btn btn--light btn--small"
          onClick={() => {
            setDraft(EMPTY_FILTER_VALUES);
            setErrors({});
            onApply(EMPTY_FILTER_VALUES);
          }}
        >
          Wyczyść filtry
        </button>
      </div>
    </form>
  );
}
