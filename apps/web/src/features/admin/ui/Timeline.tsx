import { useId, type ReactNode } from 'react';
import { formatDateTime, HISTORY_MESSAGES, type HistoryItem } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { historyDetailView } from './history-details';
import { useHistory } from './history-query';
import './timeline.css';

interface TimelineProps {
  subjectType: string;
  subjectId: number;
  /** The section's heading; "Historia" unless the screen names it otherwise. */
  title?: string;
  /** Shown under the heading, above the entries (e.g. the note form). */
  children?: ReactNode;
}

/** Who did what and when to one survey, animal or adopter, newest first. */
export function Timeline({ subjectType, subjectId, title = 'Historia', children }: TimelineProps) {
  const headingId = useId();
  const history = useHistory({ subjectType, subjectId });
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="timeline__title">
        {title}
      </h3>
      {children}
      {history.isPending ? (
        <p role="status">Wczytywanie historii…</p>
      ) : history.isError && items.length === 0 ? (
        <div role="alert">
          <p>{errorMessage(history.error, HISTORY_MESSAGES.loadFailed)}</p>
          <button type="button" className="btn btn--small" onClick={() => void history.refetch()}>
            Spróbuj ponownie
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="timeline__empty">{HISTORY_MESSAGES.empty}</p>
      ) : (
        <ol className="timeline__list" aria-labelledby={headingId}>
          {items.map((item) => (
            <TimelineEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <button type="button" className="btn btn--small btn--light" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? 'Wczytywanie…' : HISTORY_MESSAGES.more}
        </button>
      )}
    </section>
  );
}

export function TimelineEntry({ item }: { item: HistoryItem }) {
  const view = historyDetailView(item);
  return (
    <li className="timeline__entry">
      <p className="timeline__head">
        <strong>{item.label}</strong>{' '}
        <span className="timeline__meta">
          <time dateTime={item.at}>{formatDateTime(item.at)}</time> · {item.actor === 'system' ? 'system' : item.actor}
        </span>
      </p>
      {view.context && <p className="timeline__meta timeline__context">{view.context}</p>}
      {view.text && <p className="timeline__text">{view.text}</p>}
      {view.changes.length > 0 && (
        <ul className="timeline__changes">
          {view.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {view.mail && (
        <details className="timeline__mail">
          <summary>
            {view.mail.subject} (do: {view.mail.to})
          </summary>
          <pre className="timeline__mail-body">{view.mail.body}</pre>
        </details>
      )}
    </li>
  );
}
