import type { DashboardResponse, StaffRole } from '@pets/shared';

/** "Anna Nowak" → "Anna": volunteers see applicants by first name only. */
const firstName = (person: string) => person.trim().split(/\s+/)[0] ?? '';

/**
 * "Na dziś" as a role may see it: volunteers get applicants' first names and no mail senders,
 * subjects or sending trouble (the mailbox is not theirs); the foundation data still to fill in
 * and failing background jobs are for administrators, who alone may act on them; everyone else
 * gets the rest whole.
 */
export function dashboardFor(role: StaffRole, dashboard: DashboardResponse): DashboardResponse {
  const forRole = role === 'administrator' ? dashboard : { ...dashboard, foundationMissing: [], failingJobs: [] };
  if (role !== 'wolontariusz') return forRole;
  return {
    ...forRole,
    newSurveys: { ...dashboard.newSurveys, items: dashboard.newSurveys.items.map((item) => ({ ...item, person: firstName(item.person) })) },
    animalsElsewhere: { ...dashboard.animalsElsewhere, items: dashboard.animalsElsewhere.items.map((item) => ({ ...item, person: firstName(item.person) })) },
    staleReservations: { ...dashboard.staleReservations, items: dashboard.staleReservations.items.map((item) => ({ ...item, person: firstName(item.person) })) },
    unreadMail: { count: 0, items: [] },
    mailTrouble: null,
  };
}
