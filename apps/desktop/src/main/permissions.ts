import type { Session } from 'electron';
import { originOf } from '../common/server-address';

/**
 * Session permission rules (Electron security checklist: handle permission requests from remote
 * content). Only 'notifications' is ever granted, and only to the configured server's own pages;
 * camera, microphone, location, clipboard reading, MIDI, HID, serial, USB and the rest are refused
 * without a prompt.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications']);

export function isPermissionAllowed(permission: string, requestingUrl: string | undefined, serverOrigin: string | null): boolean {
  if (!ALLOWED_PERMISSIONS.has(permission)) return false;
  if (serverOrigin === null || !requestingUrl) return false;
  return originOf(requestingUrl) === serverOrigin;
}

type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>;

/** Installs the request and check handlers (both are needed: Chromium asks either way) on a session. */
export function applyPermissionPolicy(session: PermissionSession, serverOrigin: () => string | null, onDenied?: (permission: string, url: string) => void): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const url = details.requestingUrl;
    const allowed = isPermissionAllowed(permission, url, serverOrigin());
    if (!allowed) onDenied?.(permission, url);
    callback(allowed);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin, serverOrigin()));
  session.setDevicePermissionHandler(() => false);
}
