import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Tab, TabList, TabProvider } from '@ariakit/react/tab';
import { useSearchParams } from 'react-router-dom';
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
  type OpenSurveyDetail,
} from '../survey-handoff';
import { BUCKET_SLUGS, OPEN_SURVEY_PARAM, TAB_PARAM, bucketOfSlug, bucketPrefix } from './survey-url';
import './surveys.css';

/**
 * /admin/surveys (SPEC "Surveys"): the three buckets 'Nowe', 'Z rezerwacją', 'Zakończone' as
 * tabs (each keeps its own filters; the tab shows how many surveys match), and the survey modal.
 * The open tab, every tab's filters and the open survey (`?ankieta=ID`) live in the URL, so reload,
 * back and a shared link restore them. The hand-over of the other screens (survey-handoff.ts: the
 * session-storage id and search, the 'openSurveyDetails' window event) is written into the URL (a remembered search goes to every
 * tab; if 'Nowe' has nothing for it, the first bucket that has is opened).
 */
export function SurveysPage() {
  usePageTitle('Ankiety · Panel administratora');
  const [searchParams, setSearchParams] = useSearchParams();
  const [handedOver] = useState(() => ({
    query: readSessionValue(SURVEYS_QUERY_KEY)?.trim() ?? '',
    openId: parseSurveyId(readSessionValue(SURVEYS_OPEN_ID_KEY)),
  }));
  const openId = parseSurveyId(searchParams.get(OPEN_SURVEY_PARAM));
  const active = bucketOfSlug(searchParams.get(TAB_PARAM));
  const [totals, setTotals] = useState<Partial<Record<SurveyBucket, number>>>({});
  const pickFirstWithResults = useRef(handedOver.query !== '');
  const baseId = useId();

  /** Sets (or with null removes) URL parameters in one step; other parameters stay. */
  const setParams = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  const setActive = (bucket: SurveyBucket, replace = false) => setParams({ [TAB_PARAM]: bucket === 'new' ? null : BUCKET_SLUGS[bucket] }, replace);
  const openSurvey = useCallback((id: number) => setParams({ [OPEN_SURVEY_PARAM]: String(id) }), [setParams]);
  const closeSurvey = () => setParams({ [OPEN_SURVEY_PARAM]: null }, true);

  // What the animal screens left is used once: written into the URL in one step (the entry replaced).
  // setParams changes with every URL change, so a ref keeps this to the first run.
  const handoffWritten = useRef(false);
  useEffect(() => {
    if (handoffWritten.current) return;
    handoffWritten.current = true;
    forgetSessionValue(SURVEYS_QUERY_KEY);
    forgetSessionValue(SURVEYS_OPEN_ID_KEY);
    const changes: Record<string, string | null> = {};
    if (handedOver.query) for (const bucket of SURVEY_BUCKETS) changes[`${bucketPrefix(bucket)}szukaj`] = handedOver.query;
    if (handedOver.openId !== null) changes[OPEN_SURVEY_PARAM] = String(handedOver.openId);
    if (Object.keys(changes).length > 0) setParams(changes, true);
  }, [handedOver, setParams]);
  // The lists wait until a handed-over search is in the URL, so they never ask without it first.
  const handoffDone = handedOver.query === '' || handoffWritten.current;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const id = parseSurveyId((event as CustomEvent<Partial<OpenSurveyDetail> | undefined>).detail?.id);
      if (id === null) return;
      forgetSessionValue(SURVEYS_OPEN_ID_KEY);
      openSurvey(id);
    };
    window.addEventListener(OPEN_SURVEY_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SURVEY_EVENT, onOpen);
  }, [openSurvey]);

  const onTotal = useCallback((bucket: SurveyBucket, total: number) => {
    setTotals((current) => (current[bucket] === total ? current : { ...current, [bucket]: total }));
  }, []);

  useEffect(() => {
    if (!pickFirstWithResults.current || SURVEY_BUCKETS.some((bucket) => totals[bucket] === undefined)) return;
    pickFirstWithResults.current = false;
    const first = SURVEY_BUCKETS.find((bucket) => (totals[bucket] ?? 0) > 0);
    if (first) setParams({ [TAB_PARAM]: first === 'new' ? null : BUCKET_SLUGS[first] }, true);
  }, [totals, setParams]);

  const tabId = (bucket: SurveyBucket) => `${baseId}-tab-${bucket}`;
  const panelId = (bucket: SurveyBucket) => `${baseId}-panel-${bucket}`;

  return (
    <section className="admin-page surveys-page" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="admin-page__title">
        Ankiety
      </h1>
      {/* Ariakit's tabs: arrows, Home and End move and select (roving tabindex); the panels are the sections. */}
      <TabProvider
        selectedId={tabId(active)}
        setSelectedId={(id) => {
          const bucket = SURVEY_BUCKETS.find((item) => tabId(item) === id);
          if (bucket && bucket !== active) setActive(bucket);
        }}
      >
        <TabList className="survey-tabs" aria-label="Rodzaje ankiet">
          {SURVEY_BUCKETS.map((bucket) => (
            <Tab key={bucket} id={tabId(bucket)} className="survey-tabs__tab" aria-controls={panelId(bucket)}>
              {SURVEY_BUCKET_LABELS[bucket]}
              {totals[bucket] !== undefined && <span className="survey-tabs__count">{totals[bucket]}</span>}
            </Tab>
          ))}
        </TabList>
      </TabProvider>
      {handoffDone &&
        SURVEY_BUCKETS.map((bucket) => (
          <SurveySection
            key={bucket}
            bucket={bucket}
            hidden={active !== bucket}
            tabId={tabId(bucket)}
            panelId={panelId(bucket)}
            onOpen={openSurvey}
            onTotal={onTotal}
          />
        ))}
      {openId !== null && (
        <SurveyModal key={openId} surveyId={openId} onClose={closeSurvey} onOpenSurvey={openSurvey} />
      )}
    </section>
  );
}
