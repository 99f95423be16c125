import { useEffect, useId, useRef } from 'react';
import { describeJobSummary, formatDateTime, JOB_LABELS, JOB_SCHEDULES, JOBS_MESSAGES, JOBS_STATUS_PATH, type JobStatus } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { useJobs } from './jobs-queries';
import './jobs.css';

const JOBS_ANCHOR = JOBS_STATUS_PATH.split('#')[1]!;

/** What a job's state is called, and its badge's look. */
function stateOf(job: JobStatus): { label: string; tone: 'ok' | 'error' | 'muted' | 'busy' } {
  if (!job.enabled) return { label: JOBS_MESSAGES.disabled, tone: 'muted' };
  if (job.running) return { label: JOBS_MESSAGES.running, tone: 'busy' };
  if (job.failures > 0) return { label: JOBS_MESSAGES.failing, tone: 'error' };
  if (!job.lastFinishedAt) return { label: JOBS_MESSAGES.neverRan, tone: 'muted' };
  return { label: JOBS_MESSAGES.ok, tone: 'ok' };
}

const failuresInWords = (failures: number) => (failures === 1 ? 'ostatnia próba nieudana' : `${failures} nieudane próby z rzędu`);

/**
 * "Zadania w tle" on the Bezpieczeństwo screen (administrators): the outbox, alert digests, RODO
 * retention and backups, each with its last run, outcome, last error and next run, as whichever
 * server ran it recorded them. Refreshed every half minute while open.
 */
export function JobsStatus() {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const query = useJobs();
  const loaded = viewOf(query);
  const ready = loaded.status === 'success';
  // "Na dziś" links here (#zadania-w-tle): the section appears only after the screen loads, too
  // late for the browser's own jump to the anchor.
  useEffect(() => {
    if (ready && window.location.hash === `#${JOBS_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [ready]);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie stanu zadań…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={errorMessage(loaded.error, JOBS_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  else
    body = (
      <ul className="jobs-status__list">
        {loaded.data.jobs.map((job) => (
          <JobItem key={job.name} job={job} />
        ))}
      </ul>
    );
  return (
    <section ref={section} id={JOBS_ANCHOR} className="jobs-status card" aria-labelledby={titleId}>
      <h2 id={titleId} className="team-section-title">
        Zadania w tle
      </h2>
      <p className="two-factor__note">
        Serwer sam wysyła e-maile, powiadomienia, usuwa dane po terminie i robi kopie zapasowe. Tu widać, kiedy każde z tych zadań ostatnio się wykonało i czy się
        udało. Po błędzie serwer ponawia próbę coraz rzadziej, aż się uda.
      </p>
      {body}
    </section>
  );
}

function JobItem({ job }: { job: JobStatus }) {
  const headingId = useId();
  const state = stateOf(job);
  return (
    <li className="jobs-status__item" aria-labelledby={headingId}>
      <h3 id={headingId} className="jobs-status__name">
        {JOB_LABELS[job.name]} <span className={`jobs-status__badge jobs-status__badge--${state.tone}`}>{state.label}</span>
      </h3>
      <p className="jobs-status__schedule">Kiedy: {JOB_SCHEDULES[job.name]}</p>
      {job.enabled && (
        <dl className="jobs-status__facts">
          <dt>Ostatnie udane</dt>
          <dd>{job.lastSuccessAt ? `${formatDateTime(job.lastSuccessAt)} (${describeJobSummary(job.lastSummary)})` : 'jeszcze nie było'}</dd>
          {job.failures > 0 && (
            <>
              <dt>Ostatni błąd</dt>
              <dd className="jobs-status__error">
                {formatDateTime(job.lastErrorAt)}: {job.lastError} ({failuresInWords(job.failures)})
              </dd>
            </>
          )}
          <dt>Następne</dt>
          <dd>{formatDateTime(job.nextRunAt)}</dd>
        </dl>
      )}
    </li>
  );
}
