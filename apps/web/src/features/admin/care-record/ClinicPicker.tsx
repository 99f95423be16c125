import { useEffect, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../../../ui/toast-store';
import { useCanCoordinate } from '../admin-session';
import { actionErrorMessage } from '../animals/animals-api';
import { useAddClinic, useClinics } from './care-record-queries';

interface ClinicPickerProps {
  id: string;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  error?: string | undefined;
  onAdded(clinicId: number): void;
}

/**
 * "Lecznica": one of the foundation's short list of clinics. Coordinators add a clinic here, in
 * place, and it is chosen at once; the list is the same for every entry.
 */
export function ClinicPicker({ id, registration, defaultValue, error, onAdded }: ClinicPickerProps) {
  const clinics = useClinics();
  const canAdd = useCanCoordinate();
  const addClinic = useAddClinic();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();
  const errorId = `${id}-error`;
  // A clinic just added is chosen once its option is in the list (a select cannot take a value it does not offer).
  const [justAdded, setJustAdded] = useState<number | null>(null);
  useEffect(() => {
    if (justAdded !== null && clinics.data?.some((clinic) => clinic.id === justAdded)) {
      onAdded(justAdded);
      setJustAdded(null);
    }
  }, [justAdded, clinics.data, onAdded]);

  async function add() {
    try {
      const saved = await addClinic.mutateAsync(name);
      toast.info(saved.message);
      setJustAdded(saved.clinic.id);
      setAdding(false);
      setName('');
    } catch (failure) {
      toast.error(actionErrorMessage(failure, 'Nie udało się dodać lecznicy.'));
    }
  }

  return (
    <div className={['form__field', 'animal-field', error ? 'animal-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>Lecznica</label>
      <select id={id} {...registration} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <option value="">{clinics.isPending ? 'Wczytywanie…' : 'Nie podano'}</option>
        {(clinics.data ?? []).map((clinic) => (
          <option key={clinic.id} value={String(clinic.id)}>
            {clinic.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="animal-field__error">
          {error}
        </p>
      )}
      {canAdd && !adding && (
        <button type="button" className="btn btn--link btn--small" onClick={() => setAdding(true)}>
          Dodaj lecznicę do listy
        </button>
      )}
      {adding && (
        <div className="health-form__clinic-add">
          <label htmlFor={nameId}>Nazwa nowej lecznicy</label>
          <input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the clinic, not the whole entry.
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
          />
          <button type="button" className="btn btn--light btn--small" disabled={addClinic.isPending || !name.trim()} onClick={() => void add()}>
            Dodaj
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setAdding(false)}>
            Anuluj
          </button>
        </div>
      )}
    </div>
  );
}
