/** Shared fixtures of the admin events tests: two events and a stand-in EventSource. */
import type { AdminEvent } from '@pets/shared';
import type { EventSourceLike } from './admin-events';

export const survey: Extract<AdminEvent, { type: 'survey.created' }> = {
  type: 'survey.created',
  id: 'evt-1',
  surveyId: 41,
  species: 'Królik',
  adopterName: 'Anna Nowak',
  createdAt: '2026-05-01T10:00:00.000Z',
};
export const mail: Extract<AdminEvent, { type: 'mail.received' }> = {
  type: 'mail.received',
  id: 'evt-2',
  messageId: 7,
  fromName: 'Jan Kowalski',
  subject: 'Pytanie o Pestkę',
  receivedAt: '2026-05-01T10:05:00.000Z',
};

/** A stand-in for EventSource: the test plays the server. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(event: AdminEvent | Record<string, unknown>, type = String(event['type' as keyof typeof event])) {
    const message = new MessageEvent(type, { data: JSON.stringify(event), lastEventId: String(event['id' as keyof typeof event]) });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  emitRaw(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}
