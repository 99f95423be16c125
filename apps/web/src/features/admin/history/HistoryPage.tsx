import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime, HISTORY_MESSAGES, type HistoryItem } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { historyDetailView } from '../ui/history-details';
import { useHistory } from '../ui/history-query';
import { useTeamAccounts } from '../ui/team-accounts';
import { filterValuesFrom, hasFilters, queryFilters, searchFrom } from './history-filters';
import { HistoryFiltersForm } from './HistoryFiltersForm';
import { HistorySubject } from './HistorySubject';
import './history.css';

const FILTERED_EMPTY = 'Brak wpisów spełniających kryteria.';

/**
 * /admin/history ("Historia"): every recorded action, newest first, filtered by who, the kind of
 * action, the subject and the days (all in the address), older rows on demand ("Pokaż starsze").
 * Each row links to its survey, animal, adopter, page or account where the panel shows one.
 */
export function HistoryPage() {
  usePageTitle('Historia · Panel administratora');
  const titleId = useId();
  const listId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => filterValuesFrom(searchParams), [searchParams]);
  const history = useHistory(queryFilters(values));
  const accounts = useTeamAccounts();
  const usernames = useMemo(() => new Map((accounts.data ?? []).map((account) => [account.id, account.username])), [accounts.data]);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(values);

  return (
    <section className="admin-page history" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Historia
      </h1>
      <p className="admin-page__note">Kto, kiedy i co zmienił w panelu. Wpisów nie można zmienić ani usunąć.</p>
      <HistoryFiltersForm
        key={searchParams.toString()}
        values={values}
        usernames={(accounts.data ?? []).map((account) => account.username)}
        onApply={(next) => setSearchParams(searchFrom(next))}
      />
      <div aria-busy={history.isPending || history.isFetchingNextPage}>
        {history.isPending && <Loader block label="Wczytywanie historii…" />}
        {history.isError && items.length === 0 && <ErrorCard message={errorMessage(history.error, HISTORY_MESSAGES.loadFailed)} onRetry={() => void history.refetch()} />}
        {history.isSuccess && items.length === 0 && <p role="status">{filtered ? FILTERED_EMPTY : HISTORY_MESSAGES.empty}</p>}
        {items.length > 0 && (
          <ol id={listId} className="history-list" aria-label="Wpisy historii">
            {items.map((item) => (
              <HistoryRow key={item.id} item={item} usernames={usernames} />
            ))}
          </ol>
        )}
        {history.isFetchNextPageError && (
          <p className="form__error" role="alert">
            {errorMessage(history.error, HISTORY_MESSAGES.loadFailed)}
          </p>
        )}
        {history.hasNextPage && (
          <button type="button" className="btn btn--light history__more" aria-controls={listId} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? 'Wczytywanie…' : HISTORY_MESSAGES.more}
          </button>
        )}
      </div>
    </section>
  );
}

function HistoryRow({ item, usernames }: { item: HistoryItem; usernames: ReadonlyMap<number, string> }) {
  const view = historyDetailView(item);
  return (
    <li className="history-row">
      <div className="history-row__head">
        <strong className="history-row__label">{item.label}</strong>
        <span className="history-row__subject">
          <HistorySubject item={item} usernames={usernames} />
        </span>
      </div>
      <p className="history-row__meta">
        <time dateTime={item.at}>{formatDateTime(item.at)}</time> · {item.actor}
      </p>
      {view.text && <p className="history-row__text">{view.text}</p>}
      {view.changes.length > 0 && (
        <ul className="history-row__changes">
          {view.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {view.mail && (
        <p className="history-row__text">
          E-mail „{view.mail.subject}” do {view.mail.to}
        </p>
      )}
    </li>
  );
}
