/**
 * Every query key of the admin panel, in one module below all its screens: an action on one screen
 * marks stale what it changed on the others (a reservation touches animals, surveys, adopters, the
 * dashboard), and naming those keys here keeps the screens from importing each other.
 * A key's parameters are the screen's own request parameters; the keys only need them to compare.
 */

/** Every key starts with ['animals']; one animal's with ['animals', 'one', id]. */
export const animalKeys = {
  all: ['animals'] as const,
  lists: () => [...animalKeys.all, 'list'] as const,
  list: (mode: 'browse' | 'archive') => [...animalKeys.lists(), mode] as const,
  one: (id: number) => [...animalKeys.all, 'one', id] as const,
  detail: (id: number) => [...animalKeys.one(id), 'detail'] as const,
  images: (id: number) => [...animalKeys.one(id), 'images'] as const,
  reservation: (id: number) => [...animalKeys.one(id), 'reservation'] as const,
  otherApplicants: (id: number) => [...animalKeys.one(id), 'other-applicants'] as const,
  /** Animals available now: of one species group (the survey picker, its species joined), or of every species (null). */
  available: () => [...animalKeys.all, 'available'] as const,
  availableOf: (group: string | null) => [...animalKeys.available(), group] as const,
  alerts: () => [...animalKeys.all, 'alerts'] as const,
  alertCounts: () => [...animalKeys.alerts(), 'counts'] as const,
  alertSubscribers: () => [...animalKeys.alerts(), 'subscribers'] as const,
};

/** Every key starts with ['adopters']. */
export const adopterKeys = {
  all: ['adopters'] as const,
  lists: () => [...adopterKeys.all, 'list'] as const,
  list: (params: object) => [...adopterKeys.lists(), params] as const,
  profile: (id: number) => [...adopterKeys.all, 'profile', id] as const,
};

/** The adoption contracts: every key starts with ['contracts']. */
export const contractKeys = {
  all: ['contracts'] as const,
  of: (of: { adopterId: number } | { surveyId: number }) => [...contractKeys.all, 'of', of] as const,
  unsigned: () => [...contractKeys.all, 'unsigned'] as const,
  template: () => [...contractKeys.all, 'template'] as const,
};

/** The surveys screen: every key starts with ['surveys']. */
export const surveyKeys = {
  all: ['surveys'] as const,
  lists: () => [...surveyKeys.all, 'list'] as const,
  list: (params: object) => [...surveyKeys.lists(), params] as const,
  details: () => [...surveyKeys.all, 'detail'] as const,
  detail: (id: number) => [...surveyKeys.details(), id] as const,
};

/** The mailbox: every key starts with ['mail'] (the status one too: "Odśwież" refreshes it all). */
export const mailKeys = {
  all: ['mail'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: object) => [...mailKeys.lists(), params] as const,
  message: (id: number) => [...mailKeys.all, 'message', id] as const,
  status: () => [...mailKeys.all, 'status'] as const,
};

/** "Na dziś". */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/**
 * The staff tasks ("Zadania", issue 32): one list per view (today's and overdue with the health
 * dates of the coming week, every open one, the last done). "Na dziś" counts from the today
 * list. A health entry with a next-due date makes or moves a task: its save marks taskKeys.all stale.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (view: 'today' | 'open' | 'done') => [...taskKeys.lists(), view] as const,
};

/** Who a task may be given to (GET /tasks/assignees, every role): apart from taskKeys, which every task write refreshes. */
export const taskAssigneeKeys = {
  all: ['task-assignees'] as const,
};

/** One's own daily e-mail of tasks (the account menu). */
export const taskDigestKeys = {
  all: ['task-digest'] as const,
};

/** The background jobs' last runs (Bezpieczeństwo → Zadania w tle). */
export const jobKeys = {
  all: ['jobs'] as const,
};

/** The foundation data (Ustawienia → Dane fundacji); saving it changes "Na dziś" too. */
export const foundationKeys = {
  all: ['foundation'] as const,
};

export const pageKeys = {
  all: ['pages'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
  detail: (id: number) => [...pageKeys.all, 'detail', id] as const,
};

export const mailTemplateKeys = {
  all: ['mail-templates'] as const,
  list: () => [...mailTemplateKeys.all, 'list'] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  range: (range: { from: string; to: string }) => [...statsKeys.all, range.from, range.to] as const,
};

/** Two-step sign-in: one's own second factor, and the security settings (administrators). */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  settings: () => [...twoFactorKeys.all, 'settings'] as const,
};
