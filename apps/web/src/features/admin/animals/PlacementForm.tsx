import { useId, useState, type FormEvent } from 'react';
import { fosterHomeName, FOSTER_MESSAGES, placementInputSchema, todayInPoland, type PlacementConfirmationDetails, type PlacementInput, type PlacementWarning } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { capacityText } from '../foster/foster-format';
import { useFosterHomes, usePlaceAnimal } from '../foster/foster-queries';

export const PLACE_FAILED = 'Nie udało się przenieść zwierzaka. Spróbuj ponownie.';
export const HOMES_FAILED = 'Nie udało się wczytać listy domów tymczasowych: teraz możesz przenieść zwierzaka tylko do fundacji.';
const NEEDS_CONFIRMATION = 'placement_needs_confirmation';

/** The warnings of a 409 `placement_needs_confirmation`, or null for any other refusal. */
function warningsOf(error: unknown): PlacementWarning[] | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== NEEDS_CONFIRMATION) return null;
  const details = (error.body as { details?: Partial<PlacementConfirmationDetails> } | undefined)?.details;
  return Array.isArray(details?.warnings) ? details.warnings : [];
}

/**
 * "Przenieś zwierzaka": where to (the foundation or an active home, each with how full it is), from
 * which day (today unless changed) and a note. A move the server finds doubtful (over capacity,
 * into an unavailable period, a species the home does not take) comes back with its reasons: they
 * show in an alert dialog, and "Przenieś mimo to" sends it again confirmed.
 */
export function PlacementForm({ animalId, animalName, currentHomeId, onMoved }: { animalId: number; animalName: string; currentHomeId: number | null; onMoved(): void }) {
  const baseId = useId();
  const homes = useFosterHomes('aktywne');
  const place = usePlaceAnimal(animalId);
  const [target, setTarget] = useState('');
  const [date, setDate] = useState(todayInPoland);
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<{ input: PlacementInput; warnings: PlacementWarning[] } | null>(null);
  const busy = place.isPending;

  const send = (input: PlacementInput) => {
    place.mutate(input, {
      onSuccess: () => {
        setAsking(null);
        toast.info(FOSTER_MESSAGES.placementSaved);
        onMoved();
      },
      onError: (error) => {
        const warnings = warningsOf(error);
        if (warnings && !input.confirm) {
          setAsking({ input, warnings });
          return;
        }
        setAsking(null);
        setFieldErrors(isApiError(error) ? (error.fields ?? {}) : {});
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The shared schema of POST /animals/:id/placement: the same messages here as from the server.
    const parsed = placementInputSchema.safeParse({ fosterHomeId: target ? Number(target) : null, date, note });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    send(parsed.data);
  };

  const refusedField = Object.keys(fieldErrors).length > 0;
  const formError = place.isError && !asking && !refusedField && !warningsOf(place.error) ? errorMessage(place.error, PLACE_FAILED) : null;
  const chosenIsCurrent = (target ? Number(target) : null) === currentHomeId;

  return (
    <section className="animal-edit__section" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="animal-edit__section-title">
        Przenieś zwierzaka
      </h3>
      <form className="form placement__form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        <Field
          id={`${baseId}-target`}
          label="Dokąd"
          error={fieldErrors.fosterHomeId}
          hint={homes.isError ? HOMES_FAILED : chosenIsCurrent ? `${animalName} już tam mieszka.` : undefined}
          requiredMark
        >
          {(props) => (
            <select {...props} value={target} disabled={busy} onChange={(event) => setTarget(event.target.value)}>
              <option value="">W fundacji</option>
              {(homes.data ?? []).map((home) => (
                <option key={home.id} value={String(home.id)}>
                  {fosterHomeName(home)} – {capacityText(home)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${baseId}-date`} label="Data" error={fieldErrors.date} requiredMark>
          {(props) => <input {...props} type="date" value={date} required aria-required="true" disabled={busy} onChange={(event) => setDate(event.target.value)} />}
        </Field>
        <Field id={`${baseId}-note`} label="Notatka" error={fieldErrors.note} className="form__field placement__note-field">
          {(props) => <textarea {...props} rows={2} maxLength={1000} value={note} disabled={busy} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary btn--small" disabled={busy || chosenIsCurrent}>
            {busy ? 'Przenoszenie…' : 'Przenieś'}
          </button>
        </div>
      </form>
      {asking && (
        <Dialog
          role="alertdialog"
          title={FOSTER_MESSAGES.placementNeedsConfirmation}
          onClose={() => setAsking(null)}
          busy={busy}
          footer={
            <div className="button-row">
              <button type="button" className="btn btn--light" disabled={busy} onClick={() => setAsking(null)}>
                Anuluj
              </button>
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => send({ ...asking.input, confirm: true })}>
                {busy ? 'Przenoszenie…' : 'Przenieś mimo to'}
              </button>
            </div>
          }
        >
          <ul className="placement__warnings">
            {asking.warnings.map((warning) => (
              <li key={warning.code + warning.message}>{warning.message}</li>
            ))}
          </ul>
        </Dialog>
      )}
    </section>
  );
}
