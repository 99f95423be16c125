import type { Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ALLOWED_PERMISSIONS, applyPermissionPolicy, isPermissionAllowed } from './permissions';

const SERVER = 'https://panel.example.org';

describe('isPermissionAllowed', () => {
  it('allows notifications for the configured server only', () => {
    expect([...ALLOWED_PERMISSIONS]).toEqual(['notifications']);
    expect(isPermissionAllowed('notifications', `${SERVER}/admin`, SERVER)).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://evil.test/', SERVER)).toBe(false);
    expect(isPermissionAllowed('notifications', `${SERVER}/admin`, null)).toBe(false);
    expect(isPermissionAllowed('notifications', undefined, SERVER)).toBe(false);
  });

  it('denies every other permission, even to the server', () => {
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'midiSysex', 'openExternal', 'fullscreen', 'hid', 'serial', 'usb', 'display-capture', 'pointerLock', 'unknown']) {
      expect(isPermissionAllowed(permission, `${SERVER}/admin`, SERVER), permission).toBe(false);
    }
  });
});

describe('applyPermissionPolicy', () => {
  function install() {
    let request: Parameters<Session['setPermissionRequestHandler']>[0] = null;
    let check: Parameters<Session['setPermissionCheckHandler']>[0] = null;
    let device: Parameters<Session['setDevicePermissionHandler']>[0] = null;
    const session = {
      setPermissionRequestHandler: (handler: typeof request) => void (request = handler),
      setPermissionCheckHandler: (handler: typeof check) => void (check = handler),
      setDevicePermissionHandler: (handler: typeof device) => void (device = handler),
    } as unknown as Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>;
    const onDenied = vi.fn();
    applyPermissionPolicy(session, () => SERVER, onDenied);
    return { request: request!, check: check!, device: device!, onDenied };
  }

  it('answers requests: notifications from the server yes, a camera request no', () => {
    const { request, onDenied } = install();
    const callback = vi.fn();
    request({} as never, 'notifications', callback, { requestingUrl: `${SERVER}/admin` } as never);
    expect(callback).toHaveBeenLastCalledWith(true);
    request({} as never, 'media', callback, { requestingUrl: `${SERVER}/admin` } as never);
    expect(callback).toHaveBeenLastCalledWith(false);
    expect(onDenied).toHaveBeenCalledWith('media', `${SERVER}/admin`);
    request({} as never, 'notifications', callback, { requestingUrl: 'https://evil.test/' } as never);
    expect(callback).toHaveBeenLastCalledWith(false);
  });

  it('answers checks the same way, and refuses devices', () => {
    const { check, device } = install();
    expect(check(null, 'notifications', SERVER, {} as never)).toBe(true);
    expect(check(null, 'geolocation', SERVER, {} as never)).toBe(false);
    expect(check(null, 'notifications', 'https://evil.test', {} as never)).toBe(false);
    expect(device({} as never)).toBe(false);
  });
});
