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
} from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { mailFilterLink } from '../mail/mail-api';
import { MAIL_STATUS_ANCHOR } from '../mail/MailStatusPanel';
import { ELSEWHERE_FLAG, STALE_FLAG, surveyLink, surveysLink } from '../surveys/survey-url';
import { todayTaskCounts, useTasks } from '../tasks/task-queries';
import { TASKS_PATH } from '../tasks/task-url';
import { useDashboard } from './dashboard-queries';
import './today.css';

export const TODAY_TITLE = 'Na dziś';
export const TODAY_EMPTY = 'Nic pilnego na dziś: brak zadań, nowych ankiet, długich rezerwacji i nieprzeczytanych wiadomości.';
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

/** A notice of "Na dziś" that is not a list: a linked title (what to open) and one line of text. */
interface TodayNoticeProps {
  to: string;
  title: string;
  /** Said after the title to screen readers: what the link opens. */
  linkHint: string;
  text: string;
  textClass?: string;
  alert?: boolean;
}

function TodayNotice({ to, title, linkHint, text, textClass = 'today-group__text', alert = false }: TodayNoticeProps) {
  const id = useId();
  return (
    <li className={alert ? 'today-group today-group--alert' : 'today-group'} aria-labelledby={id}>
      <h3 id={id} className="today-group__title">
        <Link to={to}>
          {title}
          <span className="visually-hidden"> – {linkHint}</span>
        </Link>
      </h3>
      <p className={textClass}>{text}</p>
    </li>
  );
}

/** Sending trouble, first in the list: applicants and adopters are not getting the foundation's mail. */
function MailTroubleItem({ trouble }: { trouble: DashboardMailTrouble }) {
  const facts = [
    `w kolejce: ${trouble.queued}`,
    trouble.failed > 0 ? `niewysłane po wszystkich próbach: ${trouble.failed}` : null,
    trouble.lastErrorAt ? `ostatni błąd: ${formatDateTime(trouble.lastErrorAt)}` : null,
    trouble.oldestQueuedAt ? `najdłużej czeka od: ${formatDateTime(trouble.oldestQueuedAt)}` : null,
  ].filter(Boolean);
  return (
    <TodayNotice
      alert
      to={`/admin/mail#${MAIL_STATUS_ANCHOR}`}
      title={MAIL_TROUBLE_TITLES[trouble.kind]}
      linkHint="pokaż stan poczty"
      text={facts.join(' · ')}
      textClass="today-group__note"
    />
  );
}

export const TASKS_TITLE = 'Zadania na dziś';
/** The animal list filtered to the weight warning (its URL filter). */
const WEIGHT_DROP_LIST = '/admin/animals/browse?uwagi=Spadek+wagi';
export const TASKS_LOAD_FAILED = 'Nie udało się wczytać zadań: otwórz ich listę.';

/**
 * The tasks in numbers (the Zadania screen's own "Na dziś" list): open tasks overdue and due
 * today, and the health dates of the coming week; null when all three are 0.
 */
function tasksNotice(tasks: ReturnType<typeof useTasks>): ReactNode {
  if (tasks.isPending) return null;
  if (tasks.isError) return <TodayNotice to={TASKS_PATH} title={TASKS_TITLE} linkHint="pokaż zadania" text={TASKS_LOAD_FAILED} />;
  const { overdue, dueToday, upcomingHealth } = todayTaskCounts(tasks.data);
  if (overdue + dueToday + upcomingHealth === 0) return null;
  const text = `po terminie: ${overdue} · z terminem na dziś: ${dueToday} · terminy z kart zdrowia w ciągu 7 dni: ${upcomingHealth}`;
  return <TodayNotice to={TASKS_PATH} title={`${TASKS_TITLE}: ${overdue + dueToday}`} linkHint="pokaż zadania" text={text} />;
}

/**
 * The dashboard's "Na dziś": what needs attention, each group a count that links to the list
 * filtered to exactly those (the survey tabs' URL filters, the unread mailbox) and its newest few.
 * Groups with nothing in them are left out; with nothing at all, one calm sentence.
 */
export function TodayCard() {
  const id = useId();
  const today = useDashboard();
  const tasks = useTasks('today');
  let body: ReactNode;
  // The tasks come from their own list (the Zadania screen's): the card waits for both.
  if (today.isPending || tasks.isPending) body = <Loader label="Wczytywanie spraw na dziś…" />;
  else if (today.isError) body = <ErrorCard message={TODAY_FAILED} onRetry={() => void today.refetch()} />;
  else {
    const { newSurveys, staleReservations, unreadMail, animalsElsewhere, staleDays, mailTrouble, foundationMissing, failingJobs } = today.data;
    const taskCounts = tasksNotice(tasks);
    const weightDrops = tasks.data?.weightDrops ?? [];
    const nothing =
      !mailTrouble &&
      !taskCounts &&
      weightDrops.length === 0 &&
      foundationMissing.length === 0 &&
      failingJobs.length === 0 &&
      [newSurveys, staleReservations, unreadMail, animalsElsewhere].every((group) => group.count === 0);
    body = nothing ? (
      <p className="today-empty">{TODAY_EMPTY}</p>
    ) : (
      <ul className="today-groups">
        {mailTrouble && <MailTroubleItem trouble={mailTrouble} />}
        {foundationMissing.length > 0 && (
          <TodayNotice
            to={FOUNDATION_SETTINGS_PATH}
            title={FOUNDATION_MESSAGES.incompleteTitle}
            linkHint="uzupełnij w formularzu"
            text={FOUNDATION_MESSAGES.incomplete(foundationMissing)}
          />
        )}
        {failingJobs.length > 0 && (
          <TodayNotice to={JOBS_STATUS_PATH} title={JOBS_MESSAGES.failingTitle} linkHint="pokaż stan zadań" text={failingJobsText(failingJobs)} />
        )}
        {taskCounts}
        {weightDrops.length > 0 && (
          <TodayGroup
            title="Spadek wagi"
            to={WEIGHT_DROP_LIST}
            linkLabel="pokaż te zwierzaki"
            group={{ count: weightDrops.length, items: weightDrops }}
            itemKey={(item) => item.animal.id}
            renderItem={(item) => (
              <Link to={`/admin/animals/browse?zwierzak=${item.animal.id}`}>
                {item.animal.name} · o {item.percent}% (ważenie {formatDate(item.toDate)})
              </Link>
            )}
          />
        )}
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
    <section className="today-card" aria-labelledby={`${id}-title`} aria-busy={today.isPending || tasks.isPending}>
      <h2 id={`${id}-title`}>{TODAY_TITLE}</h2>
      {body}
    </section>
  );
}
