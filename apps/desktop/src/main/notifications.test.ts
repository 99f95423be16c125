import { describe, expect, it, vi } from 'vitest';
import type { AdminEvent } from '@pets/shared';
import { createNotificationCenter, routeNotificationClick, type NotificationLike, type NotificationOptions } from './notifications';

const survey: Extract<AdminEvent, { type: 'survey.created' }> = {
  type: 'survey.created',
  id: 'evt-1',
  surveyId: 41,
  species: 'Królik',
  adopterName: 'Anna Nowak',
  createdAt: '2026-05-01T10:00:00.000Z',
};
const mail: Extract<AdminEvent, { type: 'mail.received' }> = {
  type: 'mail.received',
  id: 'evt-2',
  messageId: 7,
  fromName: 'Jan Kowalski',
  subject: 'Pytanie o Pestkę',
  receivedAt: '2026-05-01T10:05:00.000Z',
};

function setup(options: { supported?: boolean; capacity?: number } = {}) {
  const shown: { options: NotificationOptions; click(): void; close(): void }[] = [];
  const onClick = vi.fn();
  const center = createNotificationCenter({
    isSupported: () => options.supported ?? true,
    onClick,
    iconPath: '/icons/icon.png',
    ...(options.capacity ? { capacity: options.capacity } : {}),
    createNotification: (notificationOptions) => {
      const handlers = new Map<string, () => void>();
      const notification: NotificationLike = {
        on: (event, listener) => handlers.set(event, listener),
        show: () =>
          shown.push({ options: notificationOptions, click: () => handlers.get('click')?.(), close: () => handlers.get('close')?.() }),
      };
      return notification;
    },
  });
  return { center, shown, onClick };
}

describe('notification center', () => {
  it('shows a native notification with the title, the adopter and the species for a new survey', () => {
    const { center, shown } = setup();
    expect(center.notify(survey)).toBe(true);
    expect(shown[0]!.options).toEqual({ title: 'Nowa ankieta adopcyjna', body: 'Anna Nowak · Królik', silent: false, icon: '/icons/icon.png' });
  });

  it('shows the sender and the subject for new mail', () => {
    const { center, shown } = setup();
    center.notify(mail);
    expect(shown[0]!.options.title).toBe('Nowa wiadomość');
    expect(shown[0]!.options.body).toBe('Jan Kowalski: Pytanie o Pestkę');
  });

  it('shows each event id once: no duplicates after a reconnect replays the same event', () => {
    const { center, shown } = setup();
    expect(center.notify(survey)).toBe(true);
    expect(center.notify({ ...survey })).toBe(false);
    expect(center.notify(mail)).toBe(true);
    expect(center.notify(structuredClone(mail))).toBe(false);
    expect(shown).toHaveLength(2);
  });

  it('remembers a bounded number of ids (oldest forgotten first)', () => {
    const { center, shown } = setup({ capacity: 2 });
    center.notify({ ...survey, id: 'a' });
    center.notify({ ...survey, id: 'b' });
    center.notify({ ...survey, id: 'c' });
    expect(center.notify({ ...survey, id: 'c' })).toBe(false);
    expect(center.notify({ ...survey, id: 'a' })).toBe(true); // forgotten, so shown again
    expect(shown).toHaveLength(4);
  });

  it('ignores malformed events from the renderer', () => {
    const { center, shown } = setup();
    for (const bad of [null, 'x', { type: 'survey.created', id: 'z' }, { ...survey, surveyId: -1 }, { ...survey, species: 'Pies' }, { ...mail, id: '' }, { ...mail, type: 'other' }]) {
      expect(center.notify(bad)).toBe(false);
    }
    expect(shown).toHaveLength(0);
  });

  it('shows nothing (and remembers nothing) where notifications are unsupported', () => {
    const { center, shown } = setup({ supported: false });
    expect(center.notify(survey)).toBe(false);
    expect(shown).toHaveLength(0);
  });

  it('keeps clicked-on notifications referenced until clicked or closed, and routes the click', () => {
    const { center, shown, onClick } = setup();
    center.notify(survey);
    center.notify(mail);
    expect(center.active).toBe(2);
    shown[0]!.click();
    expect(onClick).toHaveBeenCalledWith(survey);
    shown[1]!.close();
    expect(center.active).toBe(0);
  });
});

describe('routeNotificationClick', () => {
  function deps(loaded: boolean) {
    return { showPanel: vi.fn(), panelIsLoaded: () => loaded, sendToPanel: vi.fn(), openPanelAt: vi.fn() };
  }

  it('focuses the window and hands the survey to the renderer (which opens it)', () => {
    const d = deps(true);
    routeNotificationClick(survey, d);
    expect(d.showPanel).toHaveBeenCalled();
    expect(d.sendToPanel).toHaveBeenCalledWith(survey);
    expect(d.openPanelAt).not.toHaveBeenCalled();
  });

  it('opens the right screen when the panel is not loaded (offline page, settings)', () => {
    const a = deps(false);
    routeNotificationClick(survey, a);
    expect(a.openPanelAt).toHaveBeenCalledWith('/admin/surveys');
    expect(a.sendToPanel).not.toHaveBeenCalled();
    const b = deps(false);
    routeNotificationClick(mail, b);
    expect(b.openPanelAt).toHaveBeenCalledWith('/admin/mail');
  });
});
