import { useId, useState, type FormEvent } from 'react';
import { CONTRACT_MESSAGES, contractSignatureSchema, formatDate, LIMITS, todayInPoland, type AdoptionContract } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { contractsApi } from './contracts-api';

const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface ContractSignFormProps {
  contract: AdoptionContract;
  onSaved(next: AdoptionContract): void;
  onCancel(): void;
}

/** Why the date cannot be saved (the shared schema, then "not before the adoption"), or null. */
function dateProblem(signedOn: string, adoptedOn: string, adoptedAt: string): string | null {
  const parsed = contractSignatureSchema.safeParse({ signedOn });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? CONTRACT_MESSAGES.signedDateInvalid;
  return signedOn < adoptedOn ? CONTRACT_MESSAGES.signedBeforeAdoption(formatDate(adoptedAt)) : null;
}

/**
 * Marks a contract signed (the day, not in the future nor before the adoption) and optionally
 * attaches the scanned signed copy; replacing a stored scan asks first (the old one is deleted).
 */
export function ContractSignForm({ contract, onSaved, onCancel }: ContractSignFormProps) {
  const id = useId();
  const adoptedOn = todayInPoland(new Date(contract.adoptedAt));
  const today = todayInPoland();
  const [signedOn, setSignedOn] = useState(contract.signedOn ?? today);
  const [file, setFile] = useState<File | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && (!SCAN_TYPES.includes(chosen.type) || chosen.size > LIMITS.images.maxBytes) ? CONTRACT_MESSAGES.scanRejected : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = dateProblem(signedOn, adoptedOn, contract.adoptedAt);
    setDateError(problem);
    if (problem || fileError) return;
    if (file && contract.scan && !(await confirm({ message: 'Zastąpić dołączony skan nowym plikiem? Poprzedni skan zostanie usunięty.', confirmLabel: 'Zastąp skan' }))) {
      return;
    }
    setSaving(true);
    let current = contract;
    try {
      if (signedOn !== contract.signedOn) {
        current = (await contractsApi.sign(contract.adoptionId, { signedOn })).contract;
        toast.info(CONTRACT_MESSAGES.signed);
      }
      if (file) {
        current = (await contractsApi.uploadScan(contract.adoptionId, file)).contract;
        toast.info(CONTRACT_MESSAGES.scanSaved);
      }
      onSaved(current);
    } catch (error) {
      if (isApiError(error) && error.fields?.signedOn) setDateError(error.fields.signedOn);
      toast.error(errorMessage(error, current === contract ? CONTRACT_MESSAGES.signFailed : CONTRACT_MESSAGES.scanFailed));
      // The signature may have been saved before the scan failed: show it.
      if (current !== contract) onSaved(current);
      setSaving(false);
    }
  };

  return (
    <form className="contract-sign" noValidate aria-label={`Podpisanie umowy nr ${contract.adoptionId}`} onSubmit={(event) => void submit(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-date`}>Data podpisania</label>
        <input
          id={`${id}-date`}
          type="date"
          value={signedOn}
          min={adoptedOn}
          max={today}
          required
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={(event) => setSignedOn(event.target.value)}
        />
        {dateError && (
          <p id={`${id}-date-error`} className="contract-sign__error">
            {dateError}
          </p>
        )}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-scan`}>{contract.scan ? 'Nowy skan (zastąpi dołączony)' : 'Skan podpisanej umowy'}</label>
        <input
          id={`${id}-scan`}
          type="file"
          accept={SCAN_TYPES.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-scan-hint${fileError ? ` ${id}-scan-error` : ''}`}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-scan-hint`} className="contract-sign__hint">
          Opcjonalnie: PDF albo zdjęcie (JPG, PNG, GIF, WEBP), najwyżej 5 MB.
        </p>
        {fileError && (
          <p id={`${id}-scan-error`} className="contract-sign__error">
            {fileError}
          </p>
        )}
      </div>
      <div className="contract-sign__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Zapisywanie…' : 'Zapisz'}
        </button>
        <button type="button" className="btn btn--light btn--small" disabled={saving} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
