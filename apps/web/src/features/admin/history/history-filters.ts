import { HISTORY_ACTION_LABELS } from '@pets/shared';
import type { HistoryFilters } from '../ui/history-query';

/**
 * The filters of the Historia list as they live in the address (so a reload or a shared link
 * shows the same list): the API's own names, strings as typed. The server checks them; a bad
 * value answers a Polish 400 that the screen shows.
 */
export const FILTER_PARAMS = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Record<FilterParam, string>;

export const EMPTY_FILTER_VALUES: FilterValues = { actor: '', action: '', subjectType: '', subjectId: '', from: '', to: '' };

export function filterValuesFrom(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name)?.trim() ?? ''])) as FilterValues;
}

export function searchFrom(values: FilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) if (values[name].trim() !== '') params.set(name, values[name].trim());
  return params;
}

/** What the query sends. The server judges every value (a number that is none goes as NaN: a Polish 400). */
export function queryFilters(values: FilterValues): HistoryFilters {
  return {
    actor: values.actor || undefined,
    action: values.action || undefined,
    subjectType: values.subjectType || undefined,
    subjectId: values.subjectId === '' ? undefined : Number(values.subjectId),
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

export const hasFilters = (values: FilterValues) => FILTER_PARAMS.some((name) => values[name] !== '');

/** Problems the form can tell before asking the server. */
export function filterErrors(values: FilterValues): Partial<Record<FilterParam, string>> {
  const errors: Partial<Record<FilterParam, string>> = {};
  if (values.subjectId !== '' && !/^\d{1,10}$/.test(values.subjectId)) errors.subjectId = 'Numer musi być liczbą całkowitą większą od zera.';
  else if (values.subjectId !== '' && values.subjectType === '') errors.subjectId = 'Wybierz też, czego dotyczy numer.';
  if (values.from !== '' && values.to !== '' && values.from > values.to) errors.to = 'Data „do” nie może być wcześniejsza niż data „od”.';
  return errors;
}

/** Areas of the panel by the first part of an action's name. */
const AREA_LABELS: Record<string, string> = {
  admin: 'Konta zespołu',
  adopter: 'Adoptujący',
  adoption: 'Adopcje i umowy',
  animal: 'Zwierzaki',
  auth: 'Logowanie',
  contract_template: 'Wzór umowy',
  demo: 'Dane demonstracyjne',
  export: 'Eksport danych',
  foundation: 'Dane fundacji',
  mail: 'E-maile',
  page: 'Treści',
  retention: 'Przechowywanie danych',
  settings: 'Ustawienia',
  survey: 'Ankiety',
};

export interface ActionGroup {
  prefix: string;
  label: string;
  actions: { value: string; label: string }[];
}

/** The "Czynność" choices: each area (all of its actions), then its actions one by one. */
export function actionGroups(labels: Readonly<Record<string, string>> = HISTORY_ACTION_LABELS): ActionGroup[] {
  const groups = new Map<string, ActionGroup>();
  for (const [action, label] of Object.entries(labels)) {
    const area = action.slice(0, action.indexOf('.'));
    const group = groups.get(area) ?? { prefix: `${area}.`, label: AREA_LABELS[area] ?? area, actions: [] };
    group.actions.push({ value: action, label });
    groups.set(area, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}

/** What a history row can be about, as the filter and the list name it. */
export const SUBJECT_TYPE_LABELS: Record<string, string> = {
  admin_user: 'Konto',
  adopter: 'Adoptujący',
  adoption: 'Adopcja',
  animal: 'Zwierzak',
  demo: 'Dane demonstracyjne',
  document_template: 'Wzór umowy',
  export: 'Eksport danych',
  foundation: 'Dane fundacji',
  page: 'Strona',
  retention: 'Przechowywanie danych',
  security_settings: 'Ustawienia bezpieczeństwa',
  survey: 'Ankieta',
};

/** The subject types a number makes sense for, in the filter's order. */
export const NUMBERED_SUBJECT_TYPES = ['survey', 'animal', 'adopter', 'adoption', 'admin_user', 'page'] as const;
