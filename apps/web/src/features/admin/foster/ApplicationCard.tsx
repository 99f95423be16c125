import { useId } from 'react';
import { FosterRodoActions } from './FosterRodoActions';
import { formatDateTime, FOSTER_APPLICATION_STATUS_LABELS, type FosterApplication } from '@pets/shared';
import { Link } from 'react-router-dom';
import { dayMonth, fosterHomeHref, personName, telHref } from './foster-format';

const VET_TRANSPORT: Record<'true' | 'false' | 'null', string> = { true: 'Tak', false: 'Nie', null: 'Brak odpowiedzi' };

/** One answer of the application; an empty one says so rather than leaving a gap. */
function Answer({ term, text }: { term: string; text: string }) {
  return (
    <div className="foster-facts__row">
      <dt>{term}</dt>
      <dd className={text ? 'foster-facts__text' : 'foster-facts__none'}>{text || 'nie podano'}</dd>
    </div>
  );
}

/**
 * One application as coordination reads it: who, where, how to reach them, what they can take and
 * what they wrote; a new one offers "Przyjmij" and "Odrzuć", a decided one says who decided, when
 * and (declined) why.
 */
export function ApplicationCard({
  application: a,
  busy,
  onAccept,
  onDecline,
}: {
  application: FosterApplication;
  busy: boolean;
  onAccept(application: FosterApplication): void;
  onDecline(application: FosterApplication): void;
}) {
  const headingId = useId();
  const name = personName(a);
  return (
    <article className="foster-card" aria-labelledby={headingId}>
      <header className="foster-card__head">
        <h3 id={headingId} className="foster-card__title">
          {name}
        </h3>
        <span className={`foster-status foster-status--${a.status}`}>{FOSTER_APPLICATION_STATUS_LABELS[a.status]}</span>
      </header>
      <p className="foster-card__meta">
        {a.city}, {a.postcode} · zgłoszenie z {dayMonth(a.createdAt)}
      </p>
      <p className="foster-card__contact">
        <a href={`mailto:${a.email}`}>{a.email}</a>
        <a href={telHref(a.phone)}>{a.phone}</a>
      </p>
      <dl className="foster-facts">
        <Answer term="Gatunki" text={a.species.join(', ')} />
        <Answer term="Ile zwierzaków naraz" text={String(a.capacity)} />
        <Answer term="Transport do weterynarza" text={VET_TRANSPORT[String(a.vetTransport) as 'true' | 'false' | 'null']} />
        <Answer term="Doświadczenie" text={a.experience} />
        <Answer term="Warunki mieszkaniowe" text={a.housing} />
        <Answer term="Inne zwierzęta" text={a.otherAnimals} />
        <Answer term="Kiedy nie może przyjąć" text={a.unavailable} />
      </dl>
      {a.status === 'nowe' ? (
        <div className="button-row">
          <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => onAccept(a)}>
            Przyjmij<span className="visually-hidden"> zgłoszenie: {name}</span>
          </button>
          <button type="button" className="btn btn--light btn--small" disabled={busy} onClick={() => onDecline(a)}>
            Odrzuć<span className="visually-hidden"> zgłoszenie: {name}</span>
          </button>
        </div>
      ) : (
        <div className="foster-card__decision">
          <p>
            {FOSTER_APPLICATION_STATUS_LABELS[a.status]}
            {a.decidedAt && ` ${formatDateTime(a.decidedAt)}`}
            {a.decidedBy && ` przez ${a.decidedBy}`}.
          </p>
          {a.status === 'odrzucone' && a.declineReason && <p className="foster-facts__text">Powód: {a.declineReason}</p>}
          {a.status === 'przyjete' && a.fosterHomeId !== null && <Link to={fosterHomeHref(a.fosterHomeId)}>Przejdź do domu tymczasowego<span className="visually-hidden">: {name}</span></Link>}
        </div>
      )}
      <FosterRodoActions subject={{ kind: 'application', id: a.id }} name={name} />
    </article>
  );
}
