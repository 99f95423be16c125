import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Tab, TabList, TabProvider } from '@ariakit/react/tab';
import { SURVEY_BUCKET_LABELS, SURVEY_BUCKETS, type SurveyBucket } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { SurveyModal } from './SurveyModal';
import { SurveySection } from './SurveySection';
import { parseSurveyId, useSurveyHandoff } from '../survey-handoff';
import { useUrlParams } from '../url-state';
import { BUCKET_SLUGS, OPEN_SURVEY_PARAM, TAB_PARAM, bucketOfSlug } from './survey-url';
import '../ui/panel-tabs.css';
import './surveys.css';

/** The address change that opens a tab ('Nowe' is the default, left out). */
const tabChange = (bucket: SurveyBucket) => ({ [TAB_PARAM]: bucket === 'new' ? null : BUCKET_SLUGS[bucket] });

/**
 * /admin/surveys (SPEC "Surveys"): the three buckets 'Nowe', 'Z rezerwacją', 'Zakończone' as
 * tabs (each keeps its own filters; the tab shows how many surveys match), and the survey modal.
 * The open tab, every tab's filters and the open survey (`?ankieta=ID`) live in the URL
 * (url-state.ts), so reload, back and a shared link restore them. What other screens hand over
 * (survey-handoff.ts: `?szukaj=`, the session-storage id and search, the 'openSurveyDetails'
 * event) is written into the URL; a handed-over search goes to every tab, and if 'Nowe' has
 * nothing for it, the first bucket that has is opened.
 */
export function SurveysPage() {
  usePageTitle('Ankiety · Panel administratora');
  const [searchParams, writeParams] = useUrlParams();
  const openId = parseSurveyId(searchParams.get(OPEN_SURVEY_PARAM));
  const active = bucketOfSlug(searchParams.get(TAB_PARAM));
  const [totals, setTotals] = useState<Partial<Record<SurveyBucket, number>>>({});
  const baseId = useId();

  const openSurvey = useCallback((id: number) => writeParams({ [OPEN_SURVEY_PARAM]: String(id) }), [writeParams]);
  const closeSurvey = () => writeParams({ [OPEN_SURVEY_PARAM]: null }, { replace: true });
  const handoff = useSurveyHandoff(searchParams, writeParams, openSurvey);
  const pickFirstWithResults = useRef(handoff.query !== '');

  const onTotal = useCallback((bucket: SurveyBucket, total: number) => {
    setTotals((current) => (current[bucket] === total ? current : { ...current, [bucket]: total }));
  }, []);

  useEffect(() => {
    if (!pickFirstWithResults.current || SURVEY_BUCKETS.some((bucket) => totals[bucket] === undefined)) return;
    pickFirstWithResults.current = false;
    const first = SURVEY_BUCKETS.find((bucket) => (totals[bucket] ?? 0) > 0);
    if (first) writeParams(tabChange(first), { replace: true });
  }, [totals, writeParams]);

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
          if (bucket && bucket !== active) writeParams(tabChange(bucket));
        }}
      >
        <TabList className="panel-tabs survey-tabs" aria-label="Rodzaje ankiet">
          {SURVEY_BUCKETS.map((bucket) => (
            <Tab key={bucket} id={tabId(bucket)} className="panel-tabs__tab" aria-controls={panelId(bucket)}>
              {SURVEY_BUCKET_LABELS[bucket]}
              {totals[bucket] !== undefined && <span className="panel-tabs__count">{totals[bucket]}</span>}
            </Tab>
          ))}
        </TabList>
      </TabProvider>
      {handoff.ready &&
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
