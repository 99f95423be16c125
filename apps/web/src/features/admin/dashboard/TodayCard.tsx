import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DAY_NOUN,
  FOUNDATION_MESSAGES,
  FOUNDATION_SETTINGS_PATH,
  JOBS_MESSAGES,
  JOBS_STATUS_PATH,
  MAIL_QUEUE_STALE_MINUTES,
  countedNoun,
  formatDate,
  formatDateTime,
  reservationAgeLabel,
  wholeDaysSince,
  type DashboardGroup,
  type DashboardMailTrouble,
  failingJobsText,
  type FoundationField,
  type JobName,
} from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { mailFilterLink } from '../mail/mail-api';
import { MAIL_STATUS_ANCHOR } from '../mail/MailStatusPanel';
import { ELSEWHERE_FLAG, STALE_FLAG, surveyLink, surveysLink } from '../surveys/survey-url';
import { useDashboard } from './dashboard-api';
import './today.css';

export const TODAY_TITLE = 'Na dziś';
export const TODAY_EMPTY = 'Nic pilnego na dziś: brak nowych ankiet, długich rezerwacji i nieprzeczytanych wiadomości.';
export const TODAY_FAILED = 'Nie udało się wczytać spraw na dziś.';

interface GroupProps<Item> {
  title: string;
  /** The filtered list with everything the count counts. */
  to: string;
  linkLabel: string;
  group: DashboardGroup<Item>;
  renderItem(item: Item): ReactNode;
  itemKey(item: Item): number;
}

function TodayGroup<Item>({ title, to, linkLabel, group, renderItem, itemKey }: GroupProps<Item>) {
  const id = useId();
  return (
    <li className="today-group" aria-labelledby={id}>
      <h3 id={id} className="today-group__title">
        <Link to={to}>
          {title}: <span className="today-group__count">{group.count}</span>
          <span className="visually-hidden"> – {linkLabel}</span>
        </Link>
      </h3>
      <ul className="today-group__items">
        {group.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </li>
  );
}

export const MAIL_TROUBLE_TITLES = {
  failing: 'Poczta: wiadomości nie wychodzą',
  stuck: `Poczta: wiadomości czekają na wysłanie dłużej niż ${MAIL_QUEUE_STALE_MINUTES} minut`,
} as const;

/** Sending trouble, first in the list: applicants and adopters are not getting the foundation's mail. */
function MailTroubleItem({ trouble }: { trouble: DashboardMailTrouble }) {
  const id = useId();
  const facts = [
    `w kolejce: ${trouble.queued}`,
    trouble.failed > 0 ? `niewysłane po wszystkich próbach: ${trouble.failed}` : null,
    trouble.lastErrorAt ? `ostatni błąd: ${formatDateTime(trouble.lastErrorAt)}` : null,
    trouble.oldestQueuedAt ? `najdłużej czeka od: ${formatDateTime(trouble.oldestQueuedAt)}` : null,
  ].filter(Boolean);
  return (
    <li className="today-group today-group--alert" aria-labelledby={id}>
      <h3 id={id} className="today-group__title">
        <Link to={`/admin/mail#${MAIL_STATUS_ANCHOR}`}>
          {MAIL_TROUBLE_TITLES[trouble.kind]}
          <span className="visually-hidden"> – pokaż stan poczty</span>
        </Link>
      </h3>
      <p className="today-group__note">{facts.join(' · ')}</p>
    </li>
  );
}

/** The foundation data still to fill in (administrators only get it), with the way to the form. */
function FoundationMissingItem({ missing }: { missing: readonly FoundationField[] }) {
  const id = useId();
  return (
    <li className="today-group" aria-labelledby={id}>
      <h3 id={id} className="today-group__title">
        <Link to={FOUNDATION_SETTINGS_PATH}>
          {FOUNDATION_MESSAGES.incompleteTitle}
          <span className="visually-hidden"> – uzupełnij w formularzu</span>
        </Link>
      </h3>
      <p className="today-group__text">{FOUNDATION_MESSAGES.incomplete(missing)}</p>
    </li>
  );
}

function FailingJobsItem({ names }: { names: readonly JobName[] }) {
  const id = useId();
  return (
    <li className="today-group" aria-labelledby={id}>
      <h3 id={id} className="today-group__title">
        <Link to={JOBS_STATUS_PATH}>
          {JOBS_MESSAGES.failingTitle}
          <span className="visually-hidden"> – pokaż stan zadań</span>
        </Link>
      </h3>
      <p className="today-group__text">{failingJobsText(names)}</p>
    </li>
  );
}

/**
 * The dashboard's "Na dziś": what needs attention, each group a count that links to the list
 * filtered to exactly those (the survey tabs' URL filters, the unread mailbox) and its newest few.
 * Groups with nothing in them are left out; with nothing at all, one calm sentence.
 */
export function TodayCard() {
  const id = useId();
  const today = useDashboard();
  let body: ReactNode;
  if (today.isPending) body = <Loader label="Wczytywanie spraw na dziś…" />;
  else if (today.isError) body = <ErrorCard message={TODAY_FAILED} onRetry={() => void today.refetch()} />;
  else {
    const { newSurveys, staleReservations, unreadMail, animalsElsewhere, staleDays, mailTrouble, foundationMissing, failingJobs } = today.data;
    const nothing =
      !mailTrouble &&
      foundationMissing.length === 0 &&
      failingJobs.length === 0 &&
      [newSurveys, staleReservations, unreadMail, animalsElsewhere].every((group) => group.count === 0);
    body = nothing ? (
      <p className="today-empty">{TODAY_EMPTY}</p>
    ) : (
      <ul className="today-groups">
        {mailTrouble && <MailTroubleItem trouble={mailTrouble} />}
        {foundationMissing.length > 0 && <FoundationMissingItem missing={foundationMissing} />}
        {failingJobs.length > 0 && <FailingJobsItem names={failingJobs} />}
        {newSurveys.count > 0 && (
          <TodayGroup
            title="Nowe ankiety"
            to={surveysLink('new')}
            linkLabel="pokaż listę"
            group={newSurveys}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <Link to={surveyLink(item.id)}>
                #{item.id} {item.person || '—'} · {item.species} · {formatDate(item.createdAt)}
              </Link>
            )}
          />
        )}
        {staleReservations.count > 0 && (
          <TodayGroup
            title={`Rezerwacje dłuższe niż ${countedNoun(staleDays, DAY_NOUN)}`}
            to={surveysLink('reserved', [STALE_FLAG])}
            linkLabel="pokaż ankiety z tymi rezerwacjami"
            group={staleReservations}
            itemKey={(item) => item.surveyId}
            renderItem={(item) => (
              <Link to={surveyLink(item.surveyId)}>
                #{item.surveyId} {item.person || '—'} · {item.animalName} · {reservationAgeLabel(wholeDaysSince(item.since))}
              </Link>
            )}
          />
        )}
        {unreadMail.count > 0 && (
          <TodayGroup
            title="Nieprzeczytane wiadomości"
            to={mailFilterLink('unread')}
            linkLabel="pokaż skrzynkę"
            group={unreadMail}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <span>
                {item.from || '—'}: {item.subject || '(bez tematu)'}
                {item.receivedAt && <> · {formatDate(item.receivedAt)}</>}
              </span>
            )}
          />
        )}
        {animalsElsewhere.count > 0 && (
          <TodayGroup
            title="Wybrane zwierzaki trafiły do innych"
            to={surveysLink('new', [ELSEWHERE_FLAG], { bucket: 'reserved', flags: [ELSEWHERE_FLAG] })}
            linkLabel="pokaż te ankiety"
            group={animalsElsewhere}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <Link to={surveyLink(item.id)}>
                #{item.id} {item.person || '—'} · {item.species}
              </Link>
            )}
          />
        )}
      </ul>
    );
  }
  return (
    <section className="today-card" aria-labelledby={`${id}-title`} aria-busy={today.isPending}>
      <h2 id={`${id}-title`}>{TODAY_TITLE}</h2>
      {body}
    </section>
  );
}
