import { useId, useState } from 'react';
import './care-record.css';
import type { Clinic } from '@pets/shared';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { actionErrorMessage } from '../animals/animals-api';
import { useAddClinic, useClinics, useRemoveClinic, useRenameClinic } from './care-record-queries';

const entriesText = (entries: number) => (entries === 0 ? 'bez wpisów' : `wpisy w kartach zdrowia: ${entries}`);

/** One clinic of the list: its name (renamed in place) and "Usuń" while no entry names it. */
function ClinicRow({ clinic }: { clinic: Clinic }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(clinic.name);
  const rename = useRenameClinic();
  const remove = useRemoveClinic();
  const inputId = useId();

  async function save() {
    try {
      toast.info((await rename.mutateAsync({ id: clinic.id, name })).message);
      setEditing(false);
    } catch (error) {
      toast.error(actionErrorMessage(error, 'Nie udało się zmienić nazwy lecznicy.'));
    }
  }

  async function removeIt() {
    if (!(await confirm({ message: `Usunąć lecznicę „${clinic.name}” z listy?`, confirmLabel: 'Usuń' }))) return;
    try {
      toast.info((await remove.mutateAsync(clinic.id)).message);
    } catch (error) {
      toast.error(actionErrorMessage(error, 'Nie udało się usunąć lecznicy.'));
    }
  }

  if (editing) {
    return (
      <li className="clinics__item">
        <label htmlFor={inputId} className="visually-hidden">
          Nowa nazwa lecznicy „{clinic.name}”
        </label>
        <input id={inputId} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        <button type="button" className="btn btn--primary btn--small" disabled={rename.isPending || !name.trim()} onClick={() => void save()}>
          Zapisz
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => (setEditing(false), setName(clinic.name))}>
          Anuluj
        </button>
      </li>
    );
  }
  return (
    <li className="clinics__item">
      <span className="clinics__name">{clinic.name}</span> <span className="clinics__count">({entriesText(clinic.entries)})</span>
      <button type="button" className="btn btn--light btn--small" aria-label={`Zmień nazwę: ${clinic.name}`} onClick={() => setEditing(true)}>
        Zmień nazwę
      </button>
      {clinic.entries === 0 && (
        <button type="button" className="btn btn--danger-ghost btn--small" aria-label={`Usuń: ${clinic.name}`} disabled={remove.isPending} onClick={() => void removeIt()}>
          Usuń
        </button>
      )}
    </li>
  );
}

/**
 * "Lecznice" on /admin/animals (coordination): the foundation's short list of clinics the health
 * card chooses from. A clinic an entry names is renamed, never removed (the server refuses too).
 */
export function ClinicsPanel() {
  const clinics = useClinics();
  const add = useAddClinic();
  const [name, setName] = useState('');
  const titleId = useId();
  const inputId = useId();

  async function addIt() {
    try {
      toast.info((await add.mutateAsync(name)).message);
      setName('');
    } catch (error) {
      toast.error(actionErrorMessage(error, 'Nie udało się dodać lecznicy.'));
    }
  }

  return (
    <section className="card clinics" aria-labelledby={titleId}>
      <h2 id={titleId} className="alert-subscribers__title">
        Lecznice
      </h2>
      <p className="clinics__note">Lista, z której karta zdrowia wybiera lecznicę. Lecznicę, którą nazywa jakiś wpis, można tylko przemianować.</p>
      {clinics.isPending && <Loader label="Wczytywanie lecznic…" />}
      {clinics.isError && <ErrorCard message="Nie udało się wczytać lecznic." onRetry={() => void clinics.refetch()} />}
      {clinics.data && clinics.data.length === 0 && <p className="clinics__note">Lista jest pusta: dodaj pierwszą lecznicę.</p>}
      {clinics.data && clinics.data.length > 0 && (
        <ul className="clinics__list" aria-label="Lecznice na liście">
          {clinics.data.map((clinic) => (
            <ClinicRow key={clinic.id} clinic={clinic} />
          ))}
        </ul>
      )}
      <form
        className="clinics__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void addIt();
        }}
      >
        <label htmlFor={inputId}>Nowa lecznica</label>
        <input id={inputId} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} placeholder="np. Przychodnia dla Zwierząt Egzotycznych" />
        <button type="submit" className="btn btn--primary btn--small" disabled={add.isPending || !name.trim()}>
          Dodaj lecznicę
        </button>
      </form>
    </section>
  );
}
