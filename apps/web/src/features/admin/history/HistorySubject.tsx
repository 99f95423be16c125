import { Link } from 'react-router-dom';
import type { HistoryItem } from '@pets/shared';
import { adopterProfileHref } from '../adopter-link';
import { surveyLink } from '../surveys/survey-url';
import { SUBJECT_TYPE_LABELS } from './history-filters';

/** Where a subject is shown in the panel, if anywhere. */
export function subjectHref(subjectType: string, subjectId: number | null): string | null {
  if (subjectType === 'admin_user') return '/admin/team';
  if (subjectType === 'security_settings') return '/admin/settings/security';
  if (subjectId === null) return null;
  switch (subjectType) {
    case 'survey':
      // The address names the survey: the surveys screen opens it from there.
      return surveyLink(subjectId);
    case 'animal':
      return `/admin/animals/browse?zwierzak=${subjectId}`;
    case 'adopter':
      return adopterProfileHref(subjectId);
    case 'page':
      return `/admin/content/${subjectId}`;
    default:
      return null;
  }
}

/** "Zwierzak #12 (Pimpuś)", "Konto „ania”", "Eksport danych". */
export function subjectText(item: HistoryItem, usernames: ReadonlyMap<number, string>): string {
  const kind = SUBJECT_TYPE_LABELS[item.subjectType] ?? item.subjectType;
  if (item.subjectId === null) return kind;
  if (item.subjectType === 'admin_user') {
    const username = usernames.get(item.subjectId);
    return username ? `${kind} „${username}”` : `${kind} #${item.subjectId}`;
  }
  const name = typeof item.details.name === 'string' ? item.details.name : typeof item.details.slug === 'string' ? item.details.slug : null;
  return name ? `${kind} #${item.subjectId} (${name})` : `${kind} #${item.subjectId}`;
}

/** What a history row is about, linked to where the panel shows it. */
export function HistorySubject({ item, usernames }: { item: HistoryItem; usernames: ReadonlyMap<number, string> }) {
  const text = subjectText(item, usernames);
  const href = subjectHref(item.subjectType, item.subjectId);
  if (!href) return <span>{text}</span>;
  return <Link to={href}>{text}</Link>;
}
