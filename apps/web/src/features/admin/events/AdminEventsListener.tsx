import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeAdminEvent, type AdminEvent } from '@pets/shared';
import { api } from '../../../lib/api';
import { getDesktopBridge } from '../../../platform/desktop';
import { toast } from '../../../ui/toast-store';
import { clearForPath, connectAdminEvents, countEvent, NO_UNREAD, openAdminEvent, toastText, totalUnread, type UnreadCounts } from './admin-events';
import { dashboardKeys, mailKeys, surveyKeys } from '../query-keys';

type PermissionState = NotificationPermission | 'unsupported';

function notificationPermission(): PermissionState {
  if (typeof window === 'undefined' || typeof window.Notification === 'undefined' || !window.isSecureContext) return 'unsupported';
  return window.Notification.permission;
}

/** The page is in front of the user: a toast is enough, no system notification on top of it. */
function pageInFront(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * New surveys and mail while the admin panel is open (mounted once in the admin layout).
 *
 * - In the desktop app (the preload's `window.desktop`): each event goes to `bridge.notify` (a
 *   native notification, de-duplicated by id in the main process too), clicks on notifications
 *   come back through `bridge.onNotificationClick`, and the unread count goes to the tray.
 * - In a browser: an in-app toast, plus a Web Notification when the user allowed them (asked on a
 *   click of 'Włącz powiadomienia', never on load) and the page is not in front.
 *
 * A click opens the survey (/admin/surveys?ankieta=ID, survey-handoff.ts) or the mailbox. Each event also marks
 * stale what it changed (the survey lists, the mailbox, the dashboard's counts): what is on screen
 * refetches at once, the rest when shown.
 */
export function AdminEventsListener() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const bridge = getDesktopBridge();
  const [unread, setUnread] = useState<UnreadCounts>(NO_UNREAD);
  const [permission, setPermission] = useState<PermissionState>(notificationPermission);
  const latest = useRef({ navigate, pathname });
  useEffect(() => {
    latest.current = { navigate, pathname };
  });

  useEffect(() => {
    if (typeof window.EventSource === 'undefined') return undefined;
    const open = (event: AdminEvent) => openAdminEvent(event, (path) => void latest.current.navigate(path));
    return connectAdminEvents({
      onEvent: (event) => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: event.type === 'survey.created' ? surveyKeys.lists() : mailKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        ]);
        setUnread((counts) => countEvent(counts, event, latest.current.pathname, pageInFront()));
        if (bridge) {
          bridge.notify(event);
          return;
        }
        toast.info(toastText(event));
        if (notificationPermission() === 'granted' && !pageInFront()) {
          const { title, body } = describeAdminEvent(event);
          const notification = new window.Notification(title, { body, tag: event.id, icon: '/favicon.png' });
          notification.onclick = () => {
            window.focus();
            open(event);
            notification.close();
          };
        }
      },
      onClosed: () => api.refreshSession(),
    });
  }, [bridge, queryClient]);

  useEffect(() => {
    if (!bridge) return undefined;
    return bridge.onNotificationClick((event) => openAdminEvent(event, (path) => void latest.current.navigate(path)));
  }, [bridge]);

  useEffect(() => {
    setUnread((counts) => clearForPath(counts, pathname));
  }, [pathname]);

  const total = totalUnread(unread);
  useEffect(() => {
    bridge?.setUnreadCount(total);
  }, [bridge, total]);

  if (bridge || permission !== 'default') return null;
  return (
    <button
      type="button"
      className="btn btn--small btn--light"
      title="Powiadomienia systemowe o nowych ankietach i wiadomościach"
      onClick={() => {
        void window.Notification.requestPermission().then(
          (result) => setPermission(result),
          () => setPermission(notificationPermission()),
        );
      }}
    >
      Włącz powiadomienia
    </button>
  );
}
