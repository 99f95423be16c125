import { useEffect, useRef, useState } from 'react';
import { SURVEY_BUCKETS } from '@pets/shared';
import { OPEN_SURVEY_PARAM, SEARCH_ALL_PARAM, bucketPrefix, surveyLink } from './surveys/survey-url';
import type { ParamChanges, ParamWriteOptions } from './url-state';

/**
 * How other admin screens hand a survey or a search over to /admin/surveys (SPEC "Surveys"): by
 * navigation, to `/admin/surveys?ankieta=ID` or `/admin/surveys?szukaj=TEXT` (survey-url.ts).
 * The spec's session-storage id and search and its 'openSurveyDetails' window event keep working
 * as a thin adapter onto that address: the callers still leave them, and the surveys screen turns
 * whatever it finds into its URL, which stays the one place its state lives. The keys and the
 * event are defined here only.
 */

/** A search prefilled in every tab ('Pokaż ankiety' on an animal card). */
export const SURVEYS_QUERY_KEY = 'admin.surveys.query';
/** The survey to open. */
export const SURVEYS_OPEN_ID_KEY = 'admin.surveys.openId';
/** Heard by a mounted surveys screen: detail {id}. */
export const OPEN_SURVEY_EVENT = 'openSurveyDetails';

/** The keys of this hand-over: forgotten when the person signs out. */
export const SURVEY_HANDOFF_KEYS = [SURVEYS_QUERY_KEY, SURVEYS_OPEN_ID_KEY] as const;

export interface OpenSurveyDetail {
  id: number;
}

function store(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota): the address carries the hand-over anyway.
  }
}

export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetSessionValue(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

/** A survey id from the URL, storage or an event: a positive whole number, else null. */
export function parseSurveyId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** 'Pokaż ankiety' (a link to surveysSearchLink): the spec's remembered search goes along. */
export function rememberSurveysQuery(name: string): void {
  store(SURVEYS_QUERY_KEY, name);
}

/**
 * Opens a survey on the surveys screen ('Pokaż ankietę', a clicked notification): the spec's
 * remembered id and 'openSurveyDetails' event go along; a mounted surveys screen opens it in place
 * (keeping its tab and filters) and says so by cancelling the event; otherwise this navigates to
 * `/admin/surveys?ankieta=ID`.
 */
export function openSurveyScreen(id: number, navigate: (to: string) => void): void {
  store(SURVEYS_OPEN_ID_KEY, String(id));
  const event = new CustomEvent<OpenSurveyDetail>(OPEN_SURVEY_EVENT, { detail: { id }, cancelable: true });
  if (window.dispatchEvent(event)) navigate(surveyLink(id));
}

/**
 * The surveys screen's side of the hand-over. When it mounts, a search in `?szukaj=` (or the
 * remembered one) becomes every tab's search and a remembered id `?ankieta=` unless the address
 * names a survey already: one step, replacing the entry; the stored values are forgotten. The
 * 'openSurveyDetails' event opens its survey with `openSurvey`. Returns the handed-over search
 * ('' for none) and whether the lists may ask the server yet (not before that search is in the URL).
 */
export function useSurveyHandoff(
  params: URLSearchParams,
  writeParams: (changes: ParamChanges, options?: ParamWriteOptions) => void,
  openSurvey: (id: number) => void,
): { query: string; ready: boolean } {
  const [handedOver] = useState(() => ({
    query: (params.get(SEARCH_ALL_PARAM) ?? readSessionValue(SURVEYS_QUERY_KEY) ?? '').trim(),
    openId: params.has(OPEN_SURVEY_PARAM) ? null : parseSurveyId(readSessionValue(SURVEYS_OPEN_ID_KEY)),
  }));

  // Written once; writeParams changes with every URL change, so a ref keeps this to the first run.
  const written = useRef(false);
  useEffect(() => {
    if (written.current) return;
    written.current = true;
    forgetSessionValue(SURVEYS_QUERY_KEY);
    forgetSessionValue(SURVEYS_OPEN_ID_KEY);
    const changes: Record<string, string | null> = {};
    if (params.has(SEARCH_ALL_PARAM)) changes[SEARCH_ALL_PARAM] = null;
    if (handedOver.query) for (const bucket of SURVEY_BUCKETS) changes[`${bucketPrefix(bucket)}szukaj`] = handedOver.query;
    if (handedOver.openId !== null) changes[OPEN_SURVEY_PARAM] = String(handedOver.openId);
    if (Object.keys(changes).length > 0) writeParams(changes, { replace: true });
  }, [handedOver, params, writeParams]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const id = parseSurveyId((event as CustomEvent<Partial<OpenSurveyDetail> | undefined>).detail?.id);
      if (id === null) return;
      event.preventDefault();
      forgetSessionValue(SURVEYS_OPEN_ID_KEY);
      openSurvey(id);
    };
    window.addEventListener(OPEN_SURVEY_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SURVEY_EVENT, onOpen);
  }, [openSurvey]);

  return { query: handedOver.query, ready: handedOver.query === '' || written.current };
}
