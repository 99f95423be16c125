import { adminEventPath, createRecentIds, describeAdminEvent, isAdminEvent, type AdminEvent } from '@pets/shared';
import { openSurveyScreen } from '../survey-handoff';

/**
 * Admin events (ARCHITECTURE decision 6): new surveys and new mail, streamed by the server as
 * Server-Sent Events from GET /api/admin/events. This module holds the parts without React: the
 * stream client with de-duplication and reconnects, the routing of a clicked notification, and
 * the unread counter.
 */
export const ADMIN_EVENTS_URL = '/api/admin/events';
export const ADMIN_EVENT_TYPES = ['survey.created', 'mail.received'] as const;

/** Delays before opening a new stream after the old one closed for good (the browser retries network drops itself). */
export const RECONNECT_DELAYS_MS = [2000, 5000, 15000, 30000] as const;

/** The part of EventSource the client uses (a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

export interface AdminEventStreamOptions {
  url?: string;
  /** Default: `new EventSource(url, { withCredentials: true })`. */
  createEventSource?(url: string): EventSourceLike;
  /** Each event once, by id: a replay after a reconnect or a duplicate delivery is dropped. */
  onEvent(event: AdminEvent): void;
  /**
   * The stream closed for good (e.g. 401 when the session ran out, or the server went away): says
   * whether to open a new one (the caller refreshes the session first). Default: yes.
   */
  onClosed?(): Promise<boolean>;
  /** The stream is open (tests and status). */
  onOpen?(): void;
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /** Remembered event ids (oldest forgotten first). */
  capacity?: number;
}

const CLOSED = 2;

/** Subscribes to the admin event stream; returns the function that stops it. */
export function connectAdminEvents(options: AdminEventStreamOptions): () => void {
  const url = options.url ?? ADMIN_EVENTS_URL;
  const create = options.createEventSource ?? ((target: string) => new EventSource(target, { withCredentials: true }) as EventSourceLike);
  const timers = options.timers ?? {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const seen = createRecentIds(options.capacity ?? 500);
  let source: EventSourceLike | null = null;
  let stopped = false;
  let failures = 0;
  let timer: unknown = null;

  const receive = (message: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (!isAdminEvent(data) || data.type !== message.type) return;
    if (!seen.add(data.id)) return;
    options.onEvent(data);
  };

  const open = () => {
    if (stopped) return;
    const next = create(url);
    source = next;
    for (const type of ADMIN_EVENT_TYPES) next.addEventListener(type, receive);
    next.onopen = () => {
      failures = 0;
      options.onOpen?.();
    };
    next.onerror = () => {
      // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: it gave up.
      if (next.readyState !== CLOSED || stopped || source !== next) return;
      next.close();
      source = null;
      void (options.onClosed ? options.onClosed().catch(() => false) : Promise.resolve(true)).then((again) => {
        if (!again || stopped) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
        failures += 1;
        timer = timers.setTimeout(() => {
          timer = null;
          open();
        }, delay);
      });
    };
  };

  open();
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer);
    source?.close();
    source = null;
  };
}

/**
 * Opens what an event is about (a click on its notification): the survey on the surveys screen
 * (`/admin/surveys?ankieta=ID`, survey-handoff.ts), the mailbox for mail.
 */
export function openAdminEvent(event: AdminEvent, navigate: (path: string) => void): void {
  if (event.type === 'survey.created') openSurveyScreen(event.surveyId, navigate);
  else navigate(adminEventPath(event));
}

/** Unread events per screen: cleared when that screen is shown; an event for the screen being looked at is read. */
export interface UnreadCounts {
  surveys: number;
  mail: number;
}

export const NO_UNREAD: UnreadCounts = { surveys: 0, mail: 0 };

function screenOf(pathname: string): keyof UnreadCounts | null {
  if (pathname === '/admin/surveys' || pathname.startsWith('/admin/surveys/')) return 'surveys';
  if (pathname === '/admin/mail' || pathname.startsWith('/admin/mail/')) return 'mail';
  return null;
}

export function countEvent(counts: UnreadCounts, event: AdminEvent, pathname: string, visible = true): UnreadCounts {
  const key = event.type === 'survey.created' ? 'surveys' : 'mail';
  if (visible && screenOf(pathname) === key) return counts;
  return { ...counts, [key]: counts[key] + 1 };
}

export function clearForPath(counts: UnreadCounts, pathname: string): UnreadCounts {
  const key = screenOf(pathname);
  return key && counts[key] > 0 ? { ...counts, [key]: 0 } : counts;
}

export const totalUnread = (counts: UnreadCounts) => counts.surveys + counts.mail;

/** The in-app toast text of an event: 'Nowa ankieta adopcyjna: Anna Nowak · Królik'. */
export function toastText(event: AdminEvent): string {
  const { title, body } = describeAdminEvent(event);
  return `${title}: ${body}`;
}
