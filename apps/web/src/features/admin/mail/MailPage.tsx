import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime, LIMITS, MESSAGES, type MailMessage } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { MAIL_FILTER_PARAM, MAIL_FILTERS, mailFilterOfParam, type MailFilter } from './mail-api';
import { useMailList } from './mail-queries';
import { MailMessageModal } from './MailMessageModal';
import { MailStatusPanel } from './MailStatusPanel';
import { PaperclipIcon, RefreshIcon } from './mail-icons';
import './mail.css';
import { mailKeys } from '../query-keys';

const SEARCH_DELAY_MS = 300;

/**
 * /admin/mail (SPEC "Mailbox"): the foundation's mailbox, newest first. Search by subject or
 * sender, All / Unread / Read, refresh, a pager whose next button is disabled when fewer than 25
 * rows came back; sender, subject (a clip when there are attachments) and the date in pl-PL. A
 * message opens in a modal and becomes read. New mail while the screen is open refreshes the list
 * through the admin events listener (it invalidates the mailbox's queries).
 */
export function MailPage() {
  usePageTitle('Skrzynka · Panel administratora');
  const id = useId();
  const [page, setPage] = useState(1);
  // A link may name the filter (the dashboard's unread mail: ?filtr=nieprzeczytane); read once.
  const [linkParams] = useSearchParams();
  const [filter, setFilter] = useState<MailFilter>(() => mailFilterOfParam(linkParams.get(MAIL_FILTER_PARAM)));
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const query = useMailList({ page, filter, q });
  const state = viewOf(query);
  const busy = query.isFetching;

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = search.trim();
      setQ((current) => {
        if (current !== next) setPage(1);
        return next;
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // "Odśwież" (and new mail): the list and the mail status, both on screen, are read again.
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: mailKeys.all }), [queryClient]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = search.trim();
    if (next !== q) {
      setQ(next);
      setPage(1);
    } else reload();
  };

  const chooseFilter = (value: MailFilter) => {
    setFilter(value);
    setPage(1);
  };

  const items = state.status === 'success' ? state.data.items : [];
  const sync = state.status === 'success' ? state.data.sync : null;
  const opened = items.find((item) => item.id === openId) ?? null;

  return (
    <section className="admin-page mail-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="admin-page__title">
        Skrzynka
      </h1>

      <MailStatusPanel />

      <div className="mail-toolbar">
        <form className="mail-toolbar__search" role="search" aria-label="Szukaj wiadomości" onSubmit={submitSearch}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            Szukaj po temacie lub nadawcy
          </label>
          <input
            id={`${id}-q`}
            type="search"
            placeholder="Szukaj po temacie lub nadawcy"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <div className="mail-toolbar__filters" role="group" aria-label="Pokaż wiadomości">
          {MAIL_FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="mail-filter"
              aria-pressed={filter === option.value}
              onClick={() => chooseFilter(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn--light btn--small mail-toolbar__refresh" onClick={reload} disabled={busy}>
          <RefreshIcon />
          Odśwież
        </button>
      </div>

      {sync && !sync.ok && (
        <div className="mail-sync-warning" role="status">
          <p className="mail-sync-warning__title">{MESSAGES.admin.mailFailed}</p>
          <p>
            Serwer poczty jest chwilowo niedostępny – widać wiadomości pobrane ostatnio
            {sync.lastSuccessAt ? ` (${formatDateTime(sync.lastSuccessAt)})` : ''}. Pobieranie wznowi się samo.
          </p>
        </div>
      )}

      {state.status === 'loading' && <Loader block label="Wczytywanie wiadomości…" />}
      {state.status === 'error' && (
        <ErrorCard title={MESSAGES.admin.mailFailed} message={errorMessage(state.error, MESSAGES.errorCard.message)} onRetry={reload} />
      )}
      {state.status === 'success' && (
        <>
          <p className="mail-page__count" aria-live="polite">
            {busy ? 'Odświeżanie…' : `Wiadomości: ${state.data.total}`}
          </p>
          {items.length === 0 ? (
            <p className="mail-empty">{MESSAGES.admin.mailEmpty}</p>
          ) : (
            <MailTable items={items} onOpen={setOpenId} />
          )}
          <nav className="mail-pager" aria-label="Strony skrzynki">
            <button type="button" className="btn btn--light btn--small" disabled={page <= 1 || busy} onClick={() => setPage((value) => Math.max(1, value - 1))}>
              <span aria-hidden="true">‹</span> Poprzednia
            </button>
            <span className="mail-pager__page" aria-current="page">
              Strona {page}
            </span>
            <button
              type="button"
              className="btn btn--light btn--small"
              disabled={items.length < LIMITS.mailPageSize || busy}
              onClick={() => setPage((value) => value + 1)}
            >
              Następna <span aria-hidden="true">›</span>
            </button>
          </nav>
        </>
      )}

      {openId !== null && <MailMessageModal messageId={openId} listItem={opened} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function MailTable({ items, onOpen }: { items: MailMessage[]; onOpen(id: number): void }) {
  return (
    <table className="mail-table">
      <caption className="visually-hidden">Wiadomości, od najnowszej</caption>
      <thead>
        <tr>
          <th scope="col">Nadawca</th>
          <th scope="col">Temat</th>
          <th scope="col">Data</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className={item.seen ? 'mail-row' : 'mail-row mail-row--unseen'} onClick={() => onOpen(item.id)}>
            <td className="mail-row__from">
              <span className="mail-row__name">{item.from_name || item.from_email || '—'}</span>
              {item.from_name && item.from_email && <span className="mail-row__address">{item.from_email}</span>}
            </td>
            <td className="mail-row__subject">
              <button
                type="button"
                className="mail-row__open"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(item.id);
                }}
              >
                {!item.seen && <span className="visually-hidden">Nieprzeczytana: </span>}
                {item.subject || '(bez tematu)'}
              </button>
              {item.has_attachments && (
                <span className="mail-row__clip" title="Z załącznikiem">
                  <PaperclipIcon />
                  <span className="visually-hidden">(z załącznikiem)</span>
                </span>
              )}
            </td>
            <td className="mail-row__date">
              <time dateTime={item.date_received}>{formatDateTime(item.date_received)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
