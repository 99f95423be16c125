import { useNavigate } from 'react-router-dom';
import { MESSAGES, formatDate } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { useReleaseReservation, useReservation } from './animal-queries';
import { openSurveyScreen } from '../survey-handoff';

export interface ReservationPanelProps {
  animalId: number;
  animalName: string;
  /** The modal closes before another screen opens. */
  onNavigateAway(): void;
  /** A reservation without anything behind it was released: the animal is free again. */
  onReleased(): void;
}

export const RELEASE_CONFIRM = (name: string) =>
  `Zwolnić rezerwację „${name}”? Zwierzak nie ma aktywnej rezerwacji w żadnej ankiecie ani dla adoptującego, więc po zwolnieniu będzie dostępny do adopcji (zwierzak za Tęczowym Mostem pozostanie wstrzymany).`;

/**
 * The reservation of a "Zarezerwowany" animal in the edit modal: who reserved it and since when,
 * with 'Pokaż ankietę' (or 'Pokaż adoptującego' for a reservation made for an adopter without a
 * survey). An animal left "Zarezerwowany" with no reservation behind it (older data) would be stuck,
 * so it offers 'Zwolnij rezerwację' instead (confirmed, recorded in the history).
 */
export function ReservationPanel({ animalId, animalName, onNavigateAway, onReleased }: ReservationPanelProps) {
  const navigate = useNavigate();
  const reservation = useReservation(animalId);
  const view = viewOf(reservation);
  const releaseReservation = useReleaseReservation(animalId);
  // Still busy after a release: the panel gives way as the animal is refreshed.
  const releasing = releaseReservation.isPending || releaseReservation.isSuccess;

  if (view.status === 'loading') return <Loader label="Wczytywanie rezerwacji…" />;
  if (view.status === 'error') {
    return (
      <p className="form__error" role="alert">
        {MESSAGES.admin.reservationFailed}{' '}
        <button type="button" className="btn btn--light btn--small" onClick={() => void reservation.refetch()}>
          Spróbuj ponownie
        </button>
      </p>
    );
  }

  const release = async () => {
    if (!(await confirm({ message: RELEASE_CONFIRM(animalName), confirmLabel: 'Zwolnij rezerwację' }))) return;
    try {
      const result = await releaseReservation.mutateAsync();
      toast.info(result.message);
      onReleased();
    } catch (error) {
      toast.error(errorMessage(error, 'Nie udało się zwolnić rezerwacji.'));
      void reservation.refetch();
    }
  };

  const info = view.data;
  if (!info.active) {
    return (
      <div className="reservation reservation--stale">
        <p className="animal-edit__note">
          Ten zwierzak ma status „Zarezerwowany”, ale nie ma aktywnej rezerwacji ani w ankiecie, ani dla adoptującego. Zwolnij rezerwację, aby
          znów był dostępny (zwierzak za Tęczowym Mostem pozostanie wstrzymany).
        </p>
        <button type="button" className="btn btn--ghost btn--small" disabled={releasing} onClick={() => void release()}>
          {releasing ? 'Zwalnianie…' : 'Zwolnij rezerwację'}
        </button>
      </div>
    );
  }
  const surveyId = info.surveyId;
  const adopterId = info.adopterId ?? null;
  return (
    <div className="reservation">
      <p className="reservation__title">{adopterId !== null ? 'Rezerwacja dla adoptującego (bez ankiety)' : 'Rezerwacja'}</p>
      <dl className="reservation__facts">
        <div>
          <dt>Od</dt>
          <dd>{formatDate(info.since)}</dd>
        </div>
        {info.adopter && (
          <>
            <div>
              <dt>Rezerwujący</dt>
              <dd>
                {info.adopter.firstName} {info.adopter.lastName}
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{info.adopter.email ? <a href={`mailto:${info.adopter.email}`}>{info.adopter.email}</a> : '—'}</dd>
            </div>
            <div>
              <dt>Telefon</dt>
              <dd>{info.adopter.phone ? <a href={`tel:${info.adopter.phone}`}>{info.adopter.phone}</a> : '—'}</dd>
            </div>
          </>
        )}
      </dl>
      {surveyId !== null && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            onNavigateAway();
            openSurveyScreen(surveyId, (to) => void navigate(to));
          }}
        >
          Pokaż ankietę
        </button>
      )}
      {adopterId !== null && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            onNavigateAway();
            void navigate(`/admin/adopters?profile=${adopterId}`);
          }}
        >
          Pokaż adoptującego
        </button>
      )}
    </div>
  );
}
