import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, isSpecies, speciesGroupOf, type Species } from '@pets/shared';
import { Loader } from '../../../ui/Loader';
import { listAdopters, listSurveys } from '../list-requests';
import type { ReservationTarget } from './add-form';
import './reservation-target.css';

const RESULTS = 8;
const SEARCH_DELAY_MS = 300;

/** The typed text once the typing pauses: one request per search, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim() || '—';

/**
 * Open surveys ("Nowe" and "Z rezerwacją") of the animal's species group, newest first: the ones a
 * reservation can be made for. A finished or closed survey refuses it, so it is not offered.
 */
async function openSurveys(species: readonly Species[], query: string, signal: AbortSignal): Promise<ReservationTarget[]> {
  const params = { query, species, onlyNoAnimals: false, sort: 'newest' as const, page: 1, pageSize: RESULTS };
  const [fresh, reserved] = await Promise.all([
    listSurveys({ ...params, bucket: 'new' }, signal),
    listSurveys({ ...params, bucket: 'reserved' }, signal),
  ]);
  return [...fresh.items, ...reserved.items]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, RESULTS)
    .map((survey) => ({
      kind: 'survey',
      id: survey.id,
      label: `Ankieta #${survey.id} · ${personName(survey.adopter)} · ${survey.species} · ${formatDate(survey.createdAt)}`,
    }));
}

async function adopters(query: string, signal: AbortSignal): Promise<ReservationTarget[]> {
  const page = await listAdopters({ query, species: [], sort: 'name_az', page: 1, pageSize: RESULTS }, signal);
  return page.items.map((item) => ({ kind: 'adopter', id: item.id, label: `${personName(item.adopter)} · ${item.adopter.email}` }));
}

export interface ReservationTargetPickerProps {
  /** The animal's species from the form ('' while none is chosen). */
  species: string;
  value: ReservationTarget | null;
  onChange(target: ReservationTarget | null): void;
  error?: string | undefined;
  disabled?: boolean;
  /** The id of the first control, for focusing it when the choice is missing. */
  id: string;
}

/**
 * "Dla kogo jest rezerwacja?": an animal added as "Zarezerwowany" is reserved for an open survey of
 * its species (as "Zarezerwuj" in that survey would) or for an adopter who sent no survey, so the
 * reservation can later be adopted or released like any other. Both lists are searchable.
 */
export function ReservationTargetPicker({ species, value, onChange, error, disabled, id }: ReservationTargetPickerProps) {
  const [kind, setKind] = useState<ReservationTarget['kind']>(value?.kind ?? 'survey');
  const [text, setText] = useState('');
  const query = useSettled(text).trim();
  const base = useId();
  const group = isSpecies(species) ? speciesGroupOf(species) : null;
  const results = useQuery({
    queryKey: ['animal-add', 'reservation-targets', kind, group, query],
    queryFn: ({ signal }) => (kind === 'survey' ? openSurveys(group ?? [], query, signal) : adopters(query, signal)),
    enabled: kind === 'adopter' || group !== null,
  });

  const chooseKind = (next: ReservationTarget['kind']) => {
    setKind(next);
    setText('');
    if (value && value.kind !== next) onChange(null);
  };

  const searchLabel = kind === 'survey' ? 'Szukaj otwartej ankiety' : 'Szukaj adoptującego';
  const listLabel = kind === 'survey' ? 'Otwarte ankiety' : 'Adoptujący';
  const errorId = `${base}-error`;

  let list;
  if (kind === 'survey' && !group) {
    list = <p className="reservation-target__note">Najpierw wybierz gatunek: lista pokazuje otwarte ankiety tego gatunku.</p>;
  } else if (results.isPending) {
    list = <Loader label="Wczytywanie…" />;
  } else if (results.isError) {
    list = (
      <p className="reservation-target__note" role="alert">
        Nie udało się pobrać listy.{' '}
        <button type="button" className="btn btn--light btn--small" onClick={() => void results.refetch()}>
          Spróbuj ponownie
        </button>
      </p>
    );
  } else if (results.data.length === 0) {
    list = (
      <p className="reservation-target__note" role="status">
        {kind === 'survey' ? 'Brak otwartych ankiet spełniających kryteria.' : 'Brak adoptujących spełniających kryteria.'}
      </p>
    );
  } else {
    list = (
      <ul className="reservation-target__list" aria-label={listLabel}>
        {results.data.map((target) => (
          <li key={`${target.kind}-${target.id}`}>
            <label className="reservation-target__option">
              <input
                type="radio"
                name={`${base}-target`}
                checked={value?.kind === target.kind && value.id === target.id}
                disabled={disabled}
                onChange={() => onChange(target)}
              />
              <span>{target.label}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset
      className={`reservation-target animal-form__wide${error ? ' reservation-target--invalid' : ''}`}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="reservation-target__legend">
        Dla kogo jest rezerwacja?
        <span className="animal-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="reservation-target__kinds">
        <label>
          <input id={id} type="radio" name={`${base}-kind`} checked={kind === 'survey'} onChange={() => chooseKind('survey')} /> Ankieta
        </label>
        <label>
          <input type="radio" name={`${base}-kind`} checked={kind === 'adopter'} onChange={() => chooseKind('adopter')} /> Adoptujący
          (bez ankiety)
        </label>
      </div>
      <div className="form__field">
        <label htmlFor={`${base}-search`}>{searchLabel}</label>
        <input
          id={`${base}-search`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Imię i nazwisko, e-mail, telefon"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {list}
      <p className="reservation-target__chosen" aria-live="polite">
        {value ? `Wybrano: ${value.label}` : 'Nic nie wybrano.'}
      </p>
      {error && (
        <p id={errorId} className="animal-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
