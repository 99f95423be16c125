import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { LIMITS, MESSAGES, PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Loader';
import { ErrorCard } from '../../ui/ErrorCard';
import { MultiSelect } from '../../ui/MultiSelect';
import { Pagination } from '../../ui/Pagination';
import { useQueryState } from '../../ui/useQueryState';
import { prefersReducedMotion } from '../../ui/useReducedMotion';
import { usePageTitle } from '../../lib/page-title';
import { FILTER_OPTIONS, type AdoptFilters } from '../../lib/animal-filters';
import { availableAnimalsQuery } from '../../lib/public-queries';
import { isReturnToList } from '../../lib/list-return';
import { AnimalCard } from '../../ui/AnimalCard';
import { useAdoptListMemory } from './adopt-list-memory';
import {
  matchesQuery,
  normaliseQuery,
  pageItems,
  parseListSearch,
  QUERY_MAX_LENGTH,
  toListSearch,
  totalPages,
  type AdoptListState,
} from './adopt-url';
import { countAnimals, resolveListState } from './list-state';
import { SurveyCallToAction } from './SurveyCallToAction';
import './adopt.css';

// The sign-up form carries the shared zod schemas: its own chunk, fetched when the dialog opens.
const AlertSignupDialog = lazy(async () => ({ default: (await import('./AlertSignupDialog')).AlertSignupDialog }));

const FILTER_LABELS: Record<keyof AdoptFilters, string> = {
  gatunek: 'Gatunek',
  plec: 'Płeć',
  kastracja: 'Kastracja',
  status: 'Status',
};

/** The applied filters in words (also announced with the result count). */
export function describeFilters(state: AdoptListState): string[] {
  const { gatunek, plec, kastracja, status } = state.filters;
  const parts: string[] = [];
  if (gatunek.length === 1) parts.push(`Wybrany gatunek: ${gatunek[0]}`);
  if (gatunek.length > 1) parts.push(`Wybrane gatunki: ${gatunek.join(', ')}`);
  if (plec.length > 0) parts.push(`Płeć: ${plec.join(', ')}`);
  if (kastracja.length > 0) parts.push(`Kastracja: ${kastracja.join(', ')}`);
  if (status.length > 0) parts.push(`Status: ${status.join(', ')}`);
  if (state.query) parts.push(`Imię: „${state.query}”`);
  return parts;
}

/**
 * Adoption list (SPEC "Adoption list"). The applied filters, name search and page live in the URL
 * (adopt-url.ts) and in the memory store, so a return from an animal page restores them together
 * with the scroll position (other links open a fresh list, list-return.ts); 'Wyczyść' forgets all of it. A species arriving in navigation state
 * (the header submenu) becomes the only filter, then the state is cleared.
 */
export function AdoptPage() {
  usePageTitle(PAGE_TITLES.adopt);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const memoryFilters = useAdoptListMemory((memory) => memory.filters);
  const memoryQuery = useAdoptListMemory((memory) => memory.query);
  const memoryPage = useAdoptListMemory((memory) => memory.page);
  const incoming = (location.state as { species?: unknown } | null)?.species;
  const { pathname, search: currentSearch } = location;

  const { state, source } = resolveListState(
    currentSearch,
    incoming,
    { filters: memoryFilters, query: memoryQuery, page: memoryPage },
    navigationType !== 'POP' && isReturnToList(location.state),
  );
  const search = toListSearch(state);

  // Put a species from the submenu or a remembered state into the URL (replacing the entry).
  useEffect(() => {
    if (source === 'species') {
      useAdoptListMemory.getState().remember({ ...parseListSearch(search), scrollY: null });
      void navigate({ pathname, search }, { replace: true, state: null, preventScrollReset: true });
    } else if (source === 'memory') {
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    }
  }, [source, search, pathname, navigate]);

  // Remember what the URL shows (restored when the visitor comes back without a query).
  useEffect(() => {
    if (source === 'url') useAdoptListMemory.getState().remember(parseListSearch(search));
  }, [source, search]);

  const { state: list, reload } = useQueryState(availableAnimalsQuery(state.filters));

  const matching = list.status === 'success' ? list.data.filter((animal) => matchesQuery(animal.imie, state.query)) : [];
  const pages = totalPages(matching.length, LIMITS.publicListPageSize);
  const page = Math.min(state.page, pages);
  const shown = pageItems(matching, page, LIMITS.publicListPageSize);

  // Back from an animal page: scroll to where the visitor was, once the list is on screen.
  const ready = list.status === 'success';
  useLayoutEffect(() => {
    if (!ready) return;
    const { scrollY, clearScroll } = useAdoptListMemory.getState();
    if (scrollY === null) return;
    if (navigationType === 'POP') window.scrollTo(0, scrollY);
    clearScroll();
  }, [ready, navigationType]);

  // After a page change: bring the top of the results into view and move the focus there.
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useLayoutEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    const heading = resultsHeadingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [page]);

  const [formVersion, setFormVersion] = useState(0);
  const [alertsOpen, setAlertsOpen] = useState(false);

  function show(next: AdoptListState) {
    // Remembered first: an address without parameters would otherwise bring the old state back.
    useAdoptListMemory.getState().remember({ filters: next.filters, query: next.query, page: next.page });
    void navigate({ pathname, search: toListSearch(next) }, { preventScrollReset: true });
  }

  function clearAll() {
    useAdoptListMemory.getState().clear();
    setFormVersion((version) => version + 1);
    void navigate({ pathname, search: '' }, { preventScrollReset: true });
  }

  const summary = describeFilters(state);

  return (
    <>
      <Banner title="Adoptuję" subtitle="Poznaj zwierzaki, które czekają na dom." />
      <div className="container page-content adopt-page">
        <SurveyCallToAction />

        <FilterForm key={`${search}|${formVersion}`} applied={state} onApply={show} onClear={clearAll} />

        <section className="adopt-results" aria-labelledby="adopt-results-title">
          <div className="adopt-results__header">
            <h2 id="adopt-results-title" ref={resultsHeadingRef} tabIndex={-1} className="adopt-results__title">
              Zwierzaki do adopcji
            </h2>
            <p className="adopt-results__count" role="status">
              {list.status === 'success' ? `Znaleziono: ${countAnimals(matching.length)}` : ''}
            </p>
          </div>
          {summary.length > 0 && (
            <ul className="adopt-summary" aria-label="Zastosowane filtry">
              {summary.map((text) => (
                <li key={text} className="adopt-summary__chip">
                  {text}
                </li>
              ))}
            </ul>
          )}

          {list.status === 'loading' && <Loader block label="Wczytujemy zwierzaki…" />}
          {list.status === 'error' && (
            <ErrorCard title={MESSAGES.public.listErrorTitle} message={MESSAGES.public.listFailed} onRetry={reload} />
          )}
          {list.status === 'success' && matching.length === 0 && (
            <div className="card adopt-empty">
              <p className="adopt-empty__title">{MESSAGES.public.listEmptyTitle}</p>
              <p>{MESSAGES.public.listEmptyMessage}</p>
              <div className="adopt-empty__actions">
                <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => setAlertsOpen(true)}>
                  Powiadom mnie o nowych zwierzakach
                </button>
                {summary.length > 0 && (
                  <button type="button" className="btn btn--ghost" onClick={clearAll}>
                    Wyczyść filtry
                  </button>
                )}
              </div>
            </div>
          )}
          {list.status === 'success' && matching.length > 0 && (
            <>
              <ul className="animal-grid" data-testid="animal-grid" data-page={page}>
                {/* No card is fetched first: on a phone the survey invitation above fills the first screen. */}
                {shown.map((animal) => (
                  <li key={animal.id_zwierzaka}>
                    <AnimalCard
                      animal={animal}
                      onOpen={() => useAdoptListMemory.getState().remember({ scrollY: window.scrollY })}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={pages}
                label="Strony listy zwierzaków"
                onPageChange={(next) => {
                  focusResults.current = true;
                  show({ ...state, page: next });
                }}
              />
            </>
          )}
        </section>

        {!(list.status === 'success' && matching.length === 0) && (
          <section className="card adopt-alerts" aria-labelledby="adopt-alerts-title">
            <h2 id="adopt-alerts-title" className="adopt-alerts__title">
              Nie ma teraz zwierzaka, na którego czekasz?
            </h2>
            <p className="adopt-alerts__text">Zostaw adres e-mail: napiszemy, gdy pojawi się zwierzak z wybranych gatunków.</p>
            <button type="button" className="btn btn--ghost adopt-alerts__button" aria-haspopup="dialog" onClick={() => setAlertsOpen(true)}>
              Powiadom mnie o nowych zwierzakach
            </button>
          </section>
        )}
      </div>
      {alertsOpen && (
        <Suspense fallback={null}>
          <AlertSignupDialog filteredSpecies={state.filters.gatunek} onClose={() => setAlertsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

interface FilterFormProps {
  applied: AdoptListState;
  onApply(next: AdoptListState): void;
  onClear(): void;
}

/** The four filters and the name search: a draft until 'Szukaj' applies it (page 1). */
function FilterForm({ applied, onApply, onClear }: FilterFormProps) {
  const [draft, setDraft] = useState<AdoptFilters>(applied.filters);
  const [query, setQuery] = useState(applied.query);
  const queryId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ filters: draft, query: normaliseQuery(query), page: 1 });
  }

  return (
    <form className="card adopt-filters" role="search" aria-label="Filtry zwierzaków" onSubmit={submit}>
      <div className="adopt-filters__selects">
        {(Object.keys(FILTER_LABELS) as (keyof AdoptFilters)[]).map((key) => (
          <div key={key} className="adopt-filters__field">
            <MultiSelect
              label={FILTER_LABELS[key]}
              options={FILTER_OPTIONS[key]}
              value={draft[key]}
              onChange={(next) => setDraft((current) => ({ ...current, [key]: next }))}
            />
          </div>
        ))}
      </div>
      <div className="adopt-filters__search">
        <label htmlFor={queryId} className="adopt-filters__label">
          Imię zwierzaka
        </label>
        <input
          id={queryId}
          className="adopt-filters__input"
          type="search"
          name="q"
          placeholder="np. Pestka"
          autoComplete="off"
          maxLength={QUERY_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="adopt-filters__actions">
        <button type="submit" className="btn btn--primary">
          Szukaj
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          Wyczyść
        </button>
      </div>
    </form>
  );
}
