import { describe, expect, it, vi } from 'vitest';
import { baselineHarden, decideFrameNavigation, decideNavigation, externalUrl, hardenWebContents } from './navigation';
import { fakeEvent, fakeWebContents } from './test-fakes';

const SERVER = 'https://panel.example.org';

describe('decideNavigation', () => {
  it('allows the configured server origin only', () => {
    expect(decideNavigation('https://panel.example.org/admin/surveys', SERVER)).toEqual({ allow: true });
    expect(decideNavigation('https://panel.example.org:443/admin', SERVER)).toEqual({ allow: true });
  });

  it('denies other origins (also look-alikes and other ports or schemes of the same host)', () => {
    for (const url of [
      'https://panel.example.org.evil.test/admin',
      'https://evil.test/?https://panel.example.org',
      'http://panel.example.org/admin',
      'https://panel.example.org:8443/admin',
      'https://user@panel.example.org.evil.test/',
    ]) {
      expect(decideNavigation(url, SERVER).allow, url).toBe(false);
    }
  });

  it('denies everything before a server is configured', () => {
    expect(decideNavigation('https://panel.example.org/admin', null).allow).toBe(false);
  });

  it('opens a denied target externally only for https (and mailto), after a scheme check', () => {
    expect(decideNavigation('https://www.facebook.com/fundacja', SERVER)).toEqual({ allow: false, openExternally: 'https://www.facebook.com/fundacja' });
    expect(decideNavigation('mailto:kontakt@example.org', SERVER)).toEqual({ allow: false, openExternally: 'mailto:kontakt@example.org' });
    for (const url of ['http://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'ms-settings:', 'data:text/html,x', 'chrome://settings', 'not a url']) {
      expect(decideNavigation(url, SERVER), url).toEqual({ allow: false, openExternally: null });
    }
  });
});

describe('externalUrl', () => {
  it('re-serialises the URL and refuses credentials', () => {
    expect(externalUrl('HTTPS://Example.ORG/a b')).toBe('https://example.org/a%20b');
    expect(externalUrl('https://user:pass@example.org/')).toBeNull();
  });
});

describe('decideFrameNavigation', () => {
  it('lets subframes show the server or inline documents only', () => {
    expect(decideFrameNavigation('about:srcdoc', SERVER)).toBe(true);
    expect(decideFrameNavigation('about:blank', SERVER)).toBe(true);
    expect(decideFrameNavigation(`${SERVER}/api/mail/messages/1`, SERVER)).toBe(true);
    expect(decideFrameNavigation('https://tracker.example/pixel', SERVER)).toBe(false);
  });
});

describe('hardenWebContents', () => {
  function setup(origin: string | null = SERVER) {
    const fake = fakeWebContents();
    const openExternal = vi.fn(async () => undefined);
    const onDenied = vi.fn();
    let allowed = origin;
    hardenWebContents(fake.contents, { allowedOrigin: () => allowed, openExternal, onDenied, childWindowOptions: () => ({ width: 1 }) });
    return { ...fake, openExternal, onDenied, setAllowed: (next: string | null) => (allowed = next) };
  }

  it('lets a navigation within the server origin through', () => {
    const { emit, openExternal } = setup();
    const event = fakeEvent({ url: `${SERVER}/admin/mail` });
    emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('denies a navigation to another origin and opens it in the system browser when it is https', () => {
    const { emit, openExternal, onDenied } = setup();
    const event = fakeEvent({ url: 'https://www.example.com/pomoc' });
    emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://www.example.com/pomoc');
    expect(onDenied).toHaveBeenCalledWith('navigate', 'https://www.example.com/pomoc');
  });

  it('denies an http navigation to another origin without opening it anywhere', () => {
    const { emit, openExternal } = setup();
    const event = fakeEvent({ url: 'http://www.example.com/' });
    emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
    const file = fakeEvent({ url: 'file:///home/ola/' });
    emit('will-navigate', file, file.url);
    expect(file.defaultPrevented).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('follows a changed server address at once', () => {
    const { emit, setAllowed } = setup();
    setAllowed('http://localhost:3000');
    const old = fakeEvent({ url: `${SERVER}/admin` });
    emit('will-navigate', old, old.url);
    expect(old.defaultPrevented).toBe(true);
  });

  it('blocks a server redirect to another origin, never opening it', () => {
    const { emit, openExternal } = setup();
    const event = fakeEvent({ url: 'https://login.evil.test/', isMainFrame: true });
    emit('will-redirect', event, event.url);
    expect(event.defaultPrevented).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
    const same = fakeEvent({ url: `${SERVER}/admin/login`, isMainFrame: true });
    emit('will-redirect', same, same.url);
    expect(same.defaultPrevented).toBe(false);
  });

  it('keeps subframes on the server (or inline documents)', () => {
    const { emit } = setup();
    const foreign = fakeEvent({ url: 'https://ads.example/', isMainFrame: false });
    emit('will-frame-navigate', foreign);
    expect(foreign.defaultPrevented).toBe(true);
    const inline = fakeEvent({ url: 'about:srcdoc', isMainFrame: false });
    emit('will-frame-navigate', inline);
    expect(inline.defaultPrevented).toBe(false);
    const main = fakeEvent({ url: 'https://elsewhere.example/', isMainFrame: true });
    emit('will-frame-navigate', main);
    expect(main.defaultPrevented).toBe(false); // the main frame is will-navigate's job
  });

  it('window.open: same origin opens a hardened window, https elsewhere goes to the system browser, the rest nowhere', () => {
    const { windowOpen, openExternal } = setup();
    expect(windowOpen(`${SERVER}/api/mail/messages/3/attachments/1/download`)).toEqual({ action: 'allow', overrideBrowserWindowOptions: { width: 1 } });
    expect(windowOpen('https://www.example.com/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.example.com/');
    openExternal.mockClear();
    expect(windowOpen('http://www.example.com/')).toEqual({ action: 'deny' });
    expect(windowOpen('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses every <webview>', () => {
    const { emit } = setup();
    const event = fakeEvent();
    emit('will-attach-webview', event, {}, { src: SERVER });
    expect(event.defaultPrevented).toBe(true);
  });

  it('denies all navigation and windows before a server is configured', () => {
    const { emit, windowOpen } = setup(null);
    const event = fakeEvent({ url: `${SERVER}/admin` });
    emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(true);
    expect(windowOpen(`${SERVER}/admin`)).toEqual({ action: 'deny' });
  });
});

describe('baselineHarden (every webContents the app creates)', () => {
  it('refuses webviews and new windows', () => {
    const fake = fakeWebContents();
    baselineHarden(fake.contents);
    const event = fakeEvent();
    fake.emit('will-attach-webview', event);
    expect(event.defaultPrevented).toBe(true);
    expect(fake.windowOpen(`${SERVER}/admin`)).toEqual({ action: 'deny' });
  });
});
