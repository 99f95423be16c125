import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminEvent, DesktopBridge } from '@pets/shared';
import { cleanup, click, render } from '../../../test/dom';
import { useToastStore } from '../../../ui/toast-store';
import { AdminEventsListener } from './AdminEventsListener';
import { OPEN_SURVEY_EVENT, SURVEYS_OPEN_ID_KEY } from '../survey-handoff';
import { FakeEventSource, mail, survey } from './test-fixtures';
import { withQueryClient } from '../test-helpers';

function fakeBridge() {
  const clickHandlers = new Set<(event: AdminEvent) => void>();
  const bridge = {
    platform: 'desktop' as const,
    version: '0.1.0',
    notify: vi.fn(),
    onNotificationClick: vi.fn((handler: (event: AdminEvent) => void) => {
      clickHandlers.add(handler);
      return () => clickHandlers.delete(handler);
    }),
    setUnreadCount: vi.fn(),
    pickImages: vi.fn(async () => []),
    startImageDrag: vi.fn(),
    openSettings: vi.fn(),
  } satisfies DesktopBridge;
  return { bridge, clickHandlers, clickNotification: (event: AdminEvent) => act(() => clickHandlers.forEach((handler) => handler(event))) };
}

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static instances: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.instances.push(this);
  }
}

function setup(path = '/admin') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <div>
            <AdminEventsListener />
          </div>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(withQueryClient(<RouterProvider router={router} />));
  const stream = () => FakeEventSource.instances.at(-1)!;
  const emit = (event: AdminEvent) => act(() => stream().emit(event));
  return { router, rendered, stream, emit };
}

let focused = true;

beforeEach(() => {
  FakeEventSource.instances = [];
  FakeNotification.instances = [];
  FakeNotification.permission = 'default';
  focused = true;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  sessionStorage.clear();
  useToastStore.getState().reset();
});

afterEach(() => {
  cleanup();
  delete window.desktop;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminEventsListener in the desktop app', () => {
  it('routes events to bridge.notify (no toast, no Web Notification) and subscribes with credentials', () => {
    const { bridge } = fakeBridge();
    window.desktop = bridge;
    FakeNotification.permission = 'granted';
    focused = false;
    const { emit, stream } = setup();
    expect(stream().url).toBe('/api/admin/events');
    expect(stream().init).toEqual({ withCredentials: true });
    emit(survey);
    emit(survey);
    emit(mail);
    expect(bridge.notify.mock.calls).toEqual([[survey], [mail]]);
    expect(FakeNotification.instances).toHaveLength(0);
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Włącz powiadomienia' })).toBeNull();
  });

  it('keeps the tray counter: 0 at start, +1 per event, cleared by opening the screen', () => {
    const { bridge, clickNotification } = fakeBridge();
    window.desktop = bridge;
    const { emit, router } = setup();
    expect(bridge.setUnreadCount).toHaveBeenLastCalledWith(0);
    emit(survey);
    emit(mail);
    expect(bridge.setUnreadCount).toHaveBeenLastCalledWith(2);
    const heard = vi.fn();
    window.addEventListener(OPEN_SURVEY_EVENT, heard);
    clickNotification(survey);
    window.removeEventListener(OPEN_SURVEY_EVENT, heard);
    expect(router.state.location.pathname).toBe('/admin/surveys');
    expect(sessionStorage.getItem(SURVEYS_OPEN_ID_KEY)).toBe('41');
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 41 });
    expect(bridge.setUnreadCount).toHaveBeenLastCalledWith(1);
    clickNotification(mail);
    expect(router.state.location.pathname).toBe('/admin/mail');
    expect(bridge.setUnreadCount).toHaveBeenLastCalledWith(0);
  });

  it('unsubscribes the click handler and closes the stream when the panel goes away', () => {
    const { bridge, clickHandlers } = fakeBridge();
    window.desktop = bridge;
    const { rendered, stream } = setup();
    expect(clickHandlers.size).toBe(1);
    rendered.unmount();
    expect(clickHandlers.size).toBe(0);
    expect(stream().closed).toBe(true);
  });
});

describe('AdminEventsListener in a browser', () => {
  it('shows an in-app toast for each event once', () => {
    const { emit } = setup();
    emit(survey);
    emit(survey);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Nowa ankieta adopcyjna: Anna Nowak · Królik']);
  });

  it("asks for notification permission only on a click of 'Włącz powiadomienia'", async () => {
    setup();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Włącz powiadomienia' });
    expect(button.textContent).toBe('Włącz powiadomienia');
    click(button);
    await act(async () => undefined);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Włącz powiadomienia' })).toBeNull();
  });

  it('adds a Web Notification when allowed and the page is in the background; its click opens the mailbox', () => {
    FakeNotification.permission = 'granted';
    const { emit, router } = setup();
    emit(survey);
    expect(FakeNotification.instances).toHaveLength(0); // page in front: the toast is enough
    focused = false;
    emit(mail);
    expect(FakeNotification.instances).toHaveLength(1);
    const notification = FakeNotification.instances[0]!;
    expect(notification.title).toBe('Nowa wiadomość');
    expect(notification.options).toMatchObject({ body: 'Jan Kowalski: Pytanie o Pestkę', tag: 'evt-2' });
    act(() => notification.onclick?.());
    expect(router.state.location.pathname).toBe('/admin/mail');
    expect(notification.close).toHaveBeenCalled();
  });

  it('shows no permission button where notifications are denied or unsupported', () => {
    FakeNotification.permission = 'denied';
    setup();
    expect(screen.queryByRole('button', { name: 'Włącz powiadomienia' })).toBeNull();
    cleanup();
    vi.stubGlobal('Notification', undefined);
    setup();
    expect(screen.queryByRole('button', { name: 'Włącz powiadomienia' })).toBeNull();
  });
});
