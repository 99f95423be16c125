import { useEffect, useRef, useState } from 'react';
import {
  LIMITS,
  MESSAGES,
  SURVEY_BUCKET_LABELS,
  SURVEY_SORT_LABELS,
  SURVEY_SORTS,
  totalPages,
  type Paged,
  type Species,
  type SurveyBucket,
  type SurveyListItem,
  type SurveySort,
} from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { useLoad } from '../use-load';
import { ListFilters } from '../ui/ListFilters';
import { SurveyCard } from './SurveyCard';
import { surveysApi, type SurveyListParams } from './surveys-api';

/** Typing settles this long before the list asks the server (every answer to an older query is ignored). */
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_PLACEHOLDER = 'Zwierzak, e-mail, telefon, imię i nazwisko';
export const ONLY_NO_ANIMALS_LABEL = 'Tylko ankiety bez wybranych zwierząt';

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface SurveySectionProps {
  bucket: SurveyBucket;
  /** The search the screen was opened with (from an animal's 'Pokaż ankiety'). */
  initialQuery: string;
  /** Changes when a survey action may have moved surveys between buckets: the list reloads quietly. */
  reloadToken: number;
  hidden: boolean;
  /** Id of the tab that labels this panel. */
  tabId: string;
  panelId: string;
  onOpen(id: number): void;
  onTotal(bucket: SurveyBucket, total: number): void;
}

/**
 * One bucket of /admin/surveys: search, species, sort (and 'only surveys without selected
 * animals' in 'Nowe'), 8 cards a page. Any filter change goes back to page 1; a new request aborts
 * the previous one, and while the typed search settles the loader shows instead of older results.
 */
export function SurveySection({ bucket, initialQuery, reloadToken, hidden, tabId, panelId, onOpen, onTotal }: SurveySectionProps) {
  const [query, setQuery] = useState(initialQuery);
  const [species, setSpecies] = useState<Species[]>([]);
  const [sort, setSort] = useState<SurveySort>('newest');
  const [onlyNoAnimals, setOnlyNoAnimals] = useState(false);
  const [page, setPage] = useState(1);
  const settledQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const params: SurveyListParams = { bucket, query: settledQuery.trim(), species, onlyNoAnimals, sort, page, pageSize: LIMITS.surveysPageSize };
  const list = useLoad<Paged<SurveyListItem>>(JSON.stringify(params), (signal) => surveysApi.list(params, signal));
  const { reload } = list;

  const firstToken = useRef(reloadToken);
  useEffect(() => {
    if (reloadToken !== firstToken.current) reload();
  }, [reloadToken, reload]);

  const total = list.status === 'success' ? list.data.total : null;
  useEffect(() => {
    if (total !== null) onTotal(bucket, total);
  }, [bucket, total, onTotal]);

  // After surveys moved away, a page past the end goes back to the last one.
  const pages = total === null ? 1 : Math.max(1, totalPages(total, LIMITS.surveysPageSize));
  useEffect(() => {
    if (total !== null && page > pages) setPage(pages);
  }, [total, page, pages]);

  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const goToPage = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const settling = query.trim() !== settledQuery.trim();
  let content;
  if (settling || list.status === 'loading') {
    content = <Loader block label="Wczytywanie ankiet…" />;
  } else if (list.status === 'error') {
    content = <ErrorCard message={MESSAGES.admin.surveysFailed} onRetry={reload} />;
  } else if (list.data.items.length === 0) {
    content = (
      <p className="survey-list__empty" role="status">
        {MESSAGES.admin.surveysEmpty}
      </p>
    );
  } else {
    content = (
      <>
        <p className="survey-list__count" role="status">
          Znaleziono: {list.data.total}
        </p>
        <ul className="survey-grid">
          {list.data.items.map((survey) => (
            <li key={survey.id} className="survey-grid__item">
              <SurveyCard survey={survey} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={pages} onPageChange={goToPage} label={`Strony listy: ${SURVEY_BUCKET_LABELS[bucket]}`} />
      </>
    );
  }

  return (
    <section id={panelId} role="tabpanel" aria-labelledby={tabId} hidden={hidden} className="survey-panel" data-bucket={bucket}>
      <h2 ref={headingRef} className="visually-hidden">
        {SURVEY_BUCKET_LABELS[bucket]}
      </h2>
      <ListFilters
        label={`Filtry: ${SURVEY_BUCKET_LABELS[bucket]}`}
        query={query}
        placeholder={SEARCH_PLACEHOLDER}
        onQueryChange={(next) => change(() => setQuery(next))}
        species={species}
        onSpeciesChange={(next) => change(() => setSpecies(next))}
        sort={sort}
        sorts={SURVEY_SORTS}
        sortLabels={SURVEY_SORT_LABELS}
        onSortChange={(next) => change(() => setSort(next))}
      >
        {bucket === 'new' && (
          <label className="list-filters__check">
            <input type="checkbox" checked={onlyNoAnimals} onChange={(event) => change(() => setOnlyNoAnimals(event.target.checked))} />
            {ONLY_NO_ANIMALS_LABEL}
          </label>
        )}
      </ListFilters>
      {content}
    </section>
  );
}
