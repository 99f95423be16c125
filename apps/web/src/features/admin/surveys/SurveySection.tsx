import { useEffect } from 'react';
import {
  DAY_NOUN,
  LIMITS,
  MESSAGES,
  countedNoun,
  SURVEY_BUCKET_LABELS,
  SURVEY_SORT_LABELS,
  SURVEY_SORTS,
  type SurveyBucket,
  type SurveySort,
} from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { useListFilters, usePageCount } from '../use-list-filters';
import { viewOf } from '../query-view';
import { ListFilters } from '../ui/ListFilters';
import { SurveyCard } from './SurveyCard';
import type { SurveyListParams } from './survey-queries';
import { useSurveyList } from './survey-queries';
import { BUCKET_FLAGS, ELSEWHERE_FLAG, NO_ANIMALS_FLAG, STALE_FLAG, bucketPrefix } from './survey-url';

export const SEARCH_PLACEHOLDER = 'Zwierzak, e-mail, telefon, imię i nazwisko';
export const ONLY_NO_ANIMALS_LABEL = 'Tylko ankiety bez wybranych zwierząt';
export const ELSEWHERE_LABEL = 'Tylko ankiety, w których zwierzak trafił do kogoś innego';
/** The stale-reservations filter, with the threshold once the server said it. */
export const staleLabel = (days: number | null) =>
  days === null ? 'Tylko długie rezerwacje' : `Tylko rezerwacje starsze niż ${countedNoun(days, DAY_NOUN)}`;

export interface SurveySectionProps {
  bucket: SurveyBucket;
  /** Another tab is shown: this one is not refetched until it is shown again. */
  hidden: boolean;
  /** Id of the tab that labels this panel. */
  tabId: string;
  panelId: string;
  onOpen(id: number): void;
  onTotal(bucket: SurveyBucket, total: number): void;
}

/**
 * One bucket of /admin/surveys: search, species, sort (and 'only surveys without selected
 * animals' in 'Nowe', stale reservations in 'Z rezerwacją', animals gone elsewhere in both), 8
 * cards a page, all kept in the URL under the bucket's prefix. Any filter change goes back to
 * page 1; a new request aborts the previous one, and while the typed search settles the loader
 * shows instead of older results.
 */
export function SurveySection({ bucket, hidden, tabId, panelId, onOpen, onTotal }: SurveySectionProps) {
  const { settledQuery, settling, species, sort, page, setPage, flag, setFlag, goToPage, headingRef, filterProps } = useListFilters<SurveySort>({
    prefix: bucketPrefix(bucket),
    initialSort: 'newest',
    sorts: SURVEY_SORTS,
    flags: BUCKET_FLAGS[bucket],
  });
  const onlyNoAnimals = flag(NO_ANIMALS_FLAG);
  const stale = flag(STALE_FLAG);
  const elsewhere = flag(ELSEWHERE_FLAG);

  const params: SurveyListParams = { bucket, query: settledQuery, species, onlyNoAnimals, stale, elsewhere, sort, page, pageSize: LIMITS.surveysPageSize };
  const query = useSurveyList(params, hidden);
  const list = viewOf(query);
  const staleDays = query.data?.staleDays ?? null;
  const total = query.data?.total ?? null;
  useEffect(() => {
    if (total !== null) onTotal(bucket, total);
  }, [bucket, total, onTotal]);

  // After surveys moved away, a page past the end goes back to the last one.
  const pages = usePageCount(total, LIMITS.surveysPageSize, page, setPage);

  let content;
  if (settling || list.status === 'loading') {
    content = <Loader block label="Wczytywanie ankiet…" />;
  } else if (list.status === 'error') {
    content = <ErrorCard message={MESSAGES.admin.surveysFailed} onRetry={() => void query.refetch()} />;
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
        placeholder={SEARCH_PLACEHOLDER}
        sorts={SURVEY_SORTS}
        sortLabels={SURVEY_SORT_LABELS}
        {...filterProps}
      >
        {BUCKET_FLAGS[bucket].includes(NO_ANIMALS_FLAG) && (
          <label className="list-filters__check">
            <input type="checkbox" checked={onlyNoAnimals} onChange={(event) => setFlag(NO_ANIMALS_FLAG, event.target.checked)} />
            {ONLY_NO_ANIMALS_LABEL}
          </label>
        )}
        {BUCKET_FLAGS[bucket].includes(STALE_FLAG) && (
          <label className="list-filters__check">
            <input type="checkbox" checked={stale} onChange={(event) => setFlag(STALE_FLAG, event.target.checked)} />
            {staleLabel(staleDays)}
          </label>
        )}
        {BUCKET_FLAGS[bucket].includes(ELSEWHERE_FLAG) && (
          <label className="list-filters__check">
            <input type="checkbox" checked={elsewhere} onChange={(event) => setFlag(ELSEWHERE_FLAG, event.target.checked)} />
            {ELSEWHERE_LABEL}
          </label>
        )}
      </ListFilters>
      {content}
    </section>
  );
}
