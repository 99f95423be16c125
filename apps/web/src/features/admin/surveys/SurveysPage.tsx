import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SURVEY_BUCKET_LABELS, SURVEY_BUCKETS, type SurveyBucket } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { SurveyModal } from './SurveyModal';
import { SurveySection } from './SurveySection';
import {
  OPEN_SURVEY_EVENT,
  SURVEYS_OPEN_ID_KEY,
  SURVEYS_QUERY_KEY,
  forgetSessionValue,
  parseSurveyId,
  readSessionValue,
} from './surveys-api';
import './surveys.css';

/**
 * /admin/surveys (SPEC "Surveys"): the three buckets 'Nowe', 'Z rezerwacją', 'Zakończone' as
 * tabs (each keeps its own filters; the tab shows how many surveys match), and the survey modal.
 * Opens on a survey whose id the animal screens remembered in session storage or sent with the
 * 'openSurveyDetails' window event, and starts with the search they remembered (then, if 'Nowe'
 * has nothing for it, on the first bucket that has).
 */
export function SurveysPage() {
  usePageTitle('Ankiety · Panel administratora');
  const [initialQuery] = useState(() => readSessionValue(SURVEYS_QUERY_KEY)?.trim() ?? '');
  const [openId, setOpenId] = useState<number | null>(() => parseSurveyId(readSessionValue(SURVEYS_OPEN_ID_KEY)));
  const [active, setActive] = useState<SurveyBucket>('new');
  const [totals, setTotals] = useState<Partial<Record<SurveyBucket, number>>>({});
  const [reloadToken, setReloadToken] = useState(0);
  const pickFirstWithResults = useRef(initialQuery !== '');
  const tabRefs = useRef<Partial<Record<SurveyBucket, HTMLButtonElement | null>>>({});
  const baseId = useId();

  // What the animal screens left is used once.
  useEffect(() => {
    forgetSessionValue(SURVEYS_QUERY_KEY);
    forgetSessionValue(SURVEYS_OPEN_ID_KEY);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const id = parseSurveyId((event as CustomEvent<{ id?: unknown } | undefined>).detail?.id);
      if (id === null) return;
      forgetSessionValue(SURVEYS_OPEN_ID_KEY);
      setOpenId(id);
    };
    window.addEventListener(OPEN_SURVEY_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SURVEY_EVENT, onOpen);
  }, []);

  const onTotal = useCallback((bucket: SurveyBucket, total: number) => {
    setTotals((current) => (current[bucket] === total ? current : { ...current, [bucket]: total }));
  }, []);

  useEffect(() => {
    if (!pickFirstWithResults.current || SURVEY_BUCKETS.some((bucket) => totals[bucket] === undefined)) return;
    pickFirstWithResults.current = false;
    const first = SURVEY_BUCKETS.find((bucket) => (totals[bucket] ?? 0) > 0);
    if (first) setActive(first);
  }, [totals]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = SURVEY_BUCKETS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    const bucket = SURVEY_BUCKETS[target]!;
    setActive(bucket);
    tabRefs.current[bucket]?.focus();
  };

  const tabId = (bucket: SurveyBucket) => `${baseId}-tab-${bucket}`;
  const panelId = (bucket: SurveyBucket) => `${baseId}-panel-${bucket}`;

  return (
    <section className="admin-page surveys-page" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="admin-page__title">
        Ankiety
      </h1>
      <div className="survey-tabs" role="tablist" aria-label="Rodzaje ankiet">
        {SURVEY_BUCKETS.map((bucket, index) => (
          <button
            key={bucket}
            ref={(element) => {
              tabRefs.current[bucket] = element;
            }}
            id={tabId(bucket)}
            type="button"
            role="tab"
            className="survey-tabs__tab"
            aria-selected={active === bucket}
            aria-controls={panelId(bucket)}
            tabIndex={active === bucket ? 0 : -1}
            onClick={() => setActive(bucket)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {SURVEY_BUCKET_LABELS[bucket]}
            {totals[bucket] !== undefined && <span className="survey-tabs__count">{totals[bucket]}</span>}
          </button>
        ))}
      </div>
      {SURVEY_BUCKETS.map((bucket) => (
        <SurveySection
          key={bucket}
          bucket={bucket}
          initialQuery={initialQuery}
          reloadToken={reloadToken}
          hidden={active !== bucket}
          tabId={tabId(bucket)}
          panelId={panelId(bucket)}
          onOpen={setOpenId}
          onTotal={onTotal}
        />
      ))}
      {openId !== null && (
        <SurveyModal key={openId} surveyId={openId} onClose={() => setOpenId(null)} onChanged={() => setReloadToken((value) => value + 1)} />
      )}
    </section>
  );
}
