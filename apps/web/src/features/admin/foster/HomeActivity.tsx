import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, type FosterHomeDetail } from '@pets/shared';
import { animalHref } from '../tasks/task-url';
import { CarerAdoptButton } from './CarerAdoptButton';
import { dayMonth, REPORT_KIND_LABELS } from './foster-format';

/** The animals living in the home now, each linking to its record. */
export function HomeAnimals({ home }: { home: FosterHomeDetail }) {
  const headingId = useId();
  return (
    <section className="foster-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="foster-section__title">
        Zwierzaki w tym domu
      </h2>
      {home.animals.length === 0 ? (
        <p className="foster-empty">Teraz nie mieszka tu żaden zwierzak. Przeniesiesz go w edycji zwierzaka, w zakładce „Gdzie mieszka”.</p>
      ) : (
        <ul className="foster-plain-list" aria-label="Zwierzaki w tym domu">
          {home.animals.map((animal) => (
            <li key={animal.id}>
              <Link to={animalHref(animal.id)}>{animal.name}</Link> ({animal.species}) – od {dayMonth(animal.since)}{' '}
              <CarerAdoptButton home={home} animal={animal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the carer reported through their link, newest first. */
export function HomeReports({ home }: { home: FosterHomeDetail }) {
  const headingId = useId();
  return (
    <section className="foster-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="foster-section__title">
        Ostatnie wpisy opiekuna
      </h2>
      {home.reports.length === 0 ? (
        <p className="foster-empty">Opiekun nie dodał jeszcze żadnego wpisu.</p>
      ) : (
        <ul className="foster-reports" aria-label="Wpisy opiekuna">
          {home.reports.map((report) => (
            <li key={report.id} className={report.kind === 'problem' ? 'foster-report foster-report--problem' : 'foster-report'}>
              <p className="foster-report__head">
                <strong>{REPORT_KIND_LABELS[report.kind]}</strong> · <Link to={animalHref(report.animalId)}>{report.animalName}</Link> ·{' '}
                <span className="foster-card__meta">{formatDateTime(report.createdAt)}</span>
              </p>
              {report.text && <p className="foster-facts__text">{report.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The reminders e-mailed to the carer (a health item or task due the next day). */
export function HomeReminders({ home }: { home: FosterHomeDetail }) {
  const headingId = useId();
  return (
    <section className="foster-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="foster-section__title">
        Przypomnienia wysłane opiekunowi
      </h2>
      {home.reminders.length === 0 ? (
        <p className="foster-empty">Nie wysłano jeszcze żadnego przypomnienia. Opiekun dostaje je e-mailem dzień przed terminem z karty zdrowia lub zadania.</p>
      ) : (
        <ul className="foster-plain-list" aria-label="Przypomnienia">
          {home.reminders.map((reminder) => (
            <li key={`${reminder.sentAt}-${reminder.animalId}-${reminder.label}`}>
              Przypomnienie wysłane {dayMonth(reminder.sentAt)}: {reminder.label} – {reminder.animalName}, termin {dayMonth(reminder.due)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
