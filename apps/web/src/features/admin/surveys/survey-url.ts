import type { SurveyBucket } from '@pets/shared';

/**
 * The address of /admin/surveys (ARCHITECTURE decision 10): the open tab (`zakladka`), each tab's
 * filters under its own prefix (`nowe-szukaj`, `rezerwacje-strona`…; see list-url-params) and the
 * open survey (`ankieta`). A plain `szukaj` is a hand-over ('Pokaż ankiety'): the screen makes it
 * every tab's search (survey-handoff.ts). The links of other screens are built here too.
 */

export const SURVEYS_PATH = '/admin/surveys';
export const TAB_PARAM = 'zakladka';
export const OPEN_SURVEY_PARAM = 'ankieta';
export const SEARCH_ALL_PARAM = 'szukaj';

export const BUCKET_SLUGS: Record<SurveyBucket, string> = { new: 'nowe', reserved: 'rezerwacje', done: 'zakonczone' };

/** On/off filters of the tabs: without selected animals, stale reservations, animals taken elsewhere. */
export const NO_ANIMALS_FLAG = 'bez-zwierzat';
export const STALE_FLAG = 'dlugie-rezerwacje';
export const ELSEWHERE_FLAG = 'zajete-gdzie-indziej';

export const BUCKET_FLAGS: Record<SurveyBucket, readonly string[]> = {
  new: [NO_ANIMALS_FLAG, ELSEWHERE_FLAG],
  reserved: [STALE_FLAG, ELSEWHERE_FLAG],
  done: [],
};

export const bucketPrefix = (bucket: SurveyBucket) => `${BUCKET_SLUGS[bucket]}-`;

/** The bucket a `zakladka` value names; 'new' for anything else. */
export function bucketOfSlug(slug: string | null): SurveyBucket {
  const found = (Object.entries(BUCKET_SLUGS) as [SurveyBucket, string][]).find(([, value]) => value === slug);
  return found ? found[0] : 'new';
}

/** A link to the surveys screen on a tab, with some of its on/off filters set. */
export function surveysLink(bucket: SurveyBucket, flags: readonly string[] = [], also?: { bucket: SurveyBucket; flags: readonly string[] }): string {
  const params = new URLSearchParams();
  if (bucket !== 'new') params.set(TAB_PARAM, BUCKET_SLUGS[bucket]);
  for (const flag of flags) params.set(`${bucketPrefix(bucket)}${flag}`, '1');
  for (const flag of also?.flags ?? []) params.set(`${bucketPrefix(also!.bucket)}${flag}`, '1');
  const query = params.toString();
  return query ? `${SURVEYS_PATH}?${query}` : SURVEYS_PATH;
}

/** The link that opens one survey's modal. */
export const surveyLink = (id: number) => `${SURVEYS_PATH}?${OPEN_SURVEY_PARAM}=${id}`;

/** 'Pokaż ankiety': the surveys screen with a search in every tab (the first tab with results opens). */
export const surveysSearchLink = (query: string) => `${SURVEYS_PATH}?${new URLSearchParams({ [SEARCH_ALL_PARAM]: query })}`;
