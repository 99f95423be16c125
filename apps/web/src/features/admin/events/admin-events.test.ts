import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearForPath,
  connectAdminEvents,
  countEvent,
  NO_UNREAD,
  openAdminEvent,
  RECONNECT_DELAYS_MS,
  toastText,
} from './admin-events';
import { OPEN_SURVEY_EVENT, SURVEYS_OPEN_ID_KEY } from '../survey-handoff';
import { FakeEventSource, mail, survey } from './test-fixtures';

afterEach(() => {
  FakeEventSource.instances = [];
  vi.useRealTimers();
  sessionStorage.clear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectAdminEvents', () => {
  function start(onClosed?: () => Promise<boolean>) {
    const onEvent = vi.fn();
    const stop = connectAdminEvents({ createEventSource: (url) => new FakeEventSource(url), onEvent, ...(onClosed ? { onClosed } : {}) });
    return { onEvent, stop, source: () => FakeEventSource.instances.at(-1)! };
  }

  it('subscribes to /api/admin/events and passes each event on once', () => {
    const { onEvent, source } = start();
    expect(source().url).toBe('/api/admin/events');
    source().open();
    source().emit(survey);
    source().emit(mail);
    expect(onEvent.mock.calls).toEqual([[survey], [mail]]);
  });

  it('drops a replayed id: no duplicates after the browser reconnects, nor after a new stream', async () => {
    vi.useFakeTimers();
    const { onEvent, source } = start(async () => true);
    const first = source();
    first.emit(survey);
    first.fail(0); // network drop: the browser reconnects the same EventSource
    first.emit(survey);
    first.fail(2); // closed for good: a new EventSource after a delay
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(first.closed).toBe(true);
    source().emit(survey);
    source().emit(mail);
    expect(onEvent.mock.calls).toEqual([[survey], [mail]]);
  });

  it('ignores malformed data and events under the wrong name', () => {
    const { onEvent, source } = start();
    source().emitRaw('survey.created', '{not json');
    source().emit({ ...survey, surveyId: 'x' });
    source().emit(survey, 'mail.received');
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('after the stream closes for good it asks first (session refresh) and stops when told no', async () => {
    const onClosed = vi.fn(async () => false);
    const { source } = start(onClosed);
    source().fail(2);
    await flush();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('stop closes the stream and cancels a pending reconnect', async () => {
    vi.useFakeTimers();
    const { stop, source } = start(async () => true);
    source().fail(2);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    const second = start();
    second.stop();
    expect(second.source().closed).toBe(true);
  });
});

describe('openAdminEvent', () => {
  it('opens a survey: remembers its id, tells a mounted surveys screen, goes to /admin/surveys?ankieta=', () => {
    const navigate = vi.fn();
    const heard = vi.fn();
    window.addEventListener(OPEN_SURVEY_EVENT, heard);
    openAdminEvent(survey, navigate);
    window.removeEventListener(OPEN_SURVEY_EVENT, heard);
    expect(sessionStorage.getItem(SURVEYS_OPEN_ID_KEY)).toBe('41');
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 41 });
    expect(navigate).toHaveBeenCalledWith('/admin/surveys?ankieta=41');
  });

  it('does not navigate when a mounted surveys screen opened the survey itself (it cancels the event)', () => {
    const navigate = vi.fn();
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener(OPEN_SURVEY_EVENT, handled);
    openAdminEvent(survey, navigate);
    window.removeEventListener(OPEN_SURVEY_EVENT, handled);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the mailbox for mail', () => {
    const navigate = vi.fn();
    openAdminEvent(mail, navigate);
    expect(navigate).toHaveBeenCalledWith('/admin/mail');
    expect(sessionStorage.getItem(SURVEYS_OPEN_ID_KEY)).toBeNull();
  });
});

describe('unread counter', () => {
  it('counts events per screen and clears a screen when it is shown', () => {
    let counts = countEvent(NO_UNREAD, survey, '/admin');
    counts = countEvent(counts, mail, '/admin');
    counts = countEvent(counts, { ...mail, id: 'x' }, '/admin/animals');
    expect(counts).toEqual({ surveys: 1, mail: 2 });
    expect(clearForPath(counts, '/admin/surveys')).toEqual({ surveys: 0, mail: 2 });
    expect(clearForPath(counts, '/admin/mail')).toEqual({ surveys: 1, mail: 0 });
    expect(clearForPath(counts, '/admin/mailbox-archive')).toBe(counts);
  });

  it('an event for the screen being looked at is already read, unless the page is in the background', () => {
    expect(countEvent(NO_UNREAD, survey, '/admin/surveys')).toEqual(NO_UNREAD);
    expect(countEvent(NO_UNREAD, survey, '/admin/surveys', false)).toEqual({ surveys: 1, mail: 0 });
  });
});

describe('toastText', () => {
  it('says who wrote and about what', () => {
    expect(toastText(survey)).toBe('Nowa ankieta adopcyjna: Anna Nowak · Królik');
    expect(toastText(mail)).toBe('Nowa wiadomość: Jan Kowalski: Pytanie o Pestkę');
    expect(toastText({ ...mail, subject: '  ', fromName: '' })).toBe('Nowa wiadomość: Nieznany nadawca: (bez tematu)');
  });
});
