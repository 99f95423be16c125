/**
 * How other admin screens hand a survey or a search over to /admin/surveys (SPEC "Surveys"): a
 * survey id or a search remembered in session storage for a surveys screen about to mount, and the
 * 'openSurveyDetails' window event for one already mounted. The surveys screen writes whatever it
 * receives into its URL (survey-url.ts), which stays the one place its state lives. The keys and
 * the event are defined here only.
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
    // Storage may be unavailable (private mode, quota): a mounted screen still hears the event.
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

/** A survey id from storage or an event: a positive whole number, else null. */
export function parseSurveyId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** 'Pokaż ankiety': the surveys screen opens with the animal's name as its search. */
export function rememberSurveysQuery(name: string): void {
  store(SURVEYS_QUERY_KEY, name);
}

/** Opens a survey on the surveys screen, mounted or not: the remembered id plus the window event. */
export function requestSurveyOpen(id: number): void {
  store(SURVEYS_OPEN_ID_KEY, String(id));
  window.dispatchEvent(new CustomEvent<OpenSurveyDetail>(OPEN_SURVEY_EVENT, { detail: { id } }));
}
