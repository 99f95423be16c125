import { resolve, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_PAGE_CSP, createAppProtocolHandler, resolveAppFile } from './app-protocol';

const ROOT = resolve('/opt/panel/resources/app.asar/out/renderer');
const path = { resolve, sep };

describe('app:// protocol', () => {
  it('maps app://panel paths to files inside the renderer folder', () => {
    expect(resolveAppFile('app://panel/settings.html', ROOT, path)).toBe(resolve(ROOT, 'settings.html'));
    expect(resolveAppFile('app://panel/assets/offline-1.js', ROOT, path)).toBe(resolve(ROOT, 'assets/offline-1.js'));
    expect(resolveAppFile('app://panel/', ROOT, path)).toBe(resolve(ROOT, 'settings.html'));
  });

  it('refuses traversal, other hosts, other schemes and unknown file types', () => {
    // The URL parser already removes dot segments: this stays inside the folder.
    expect(resolveAppFile('app://panel/../../main/index.js', ROOT, path)).toBe(resolve(ROOT, 'main/index.js'));
    expect(resolveAppFile('app://panel/%2e%2e/%2e%2e/main/index.js', ROOT, path)).toBe(resolve(ROOT, 'main/index.js'));
    for (const url of [
      'app://panel/..%2f..%2fmain%2findex.js',
      'app://panel/assets/..\\..\\x.js',
      'app://other/settings.html',
      'file:///opt/panel/resources/app.asar/out/renderer/settings.html',
      'app://panel/secret.txt',
      'app://panel/%00.html',
    ]) {
      expect(resolveAppFile(url, ROOT, path), url).toBeNull();
    }
  });

  it('answers with the CSP and the right type; 404 otherwise', async () => {
    const readFile = vi.fn(async () => new TextEncoder().encode('<!doctype html>'));
    const handler = createAppProtocolHandler({ root: ROOT, readFile, path });
    const page = await handler({ url: 'app://panel/settings.html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(APP_PAGE_CSP);
    expect(APP_PAGE_CSP).toContain("default-src 'none'");
    expect(APP_PAGE_CSP).toContain("script-src 'self'");
    expect(APP_PAGE_CSP).not.toContain('unsafe');
    const missing = await handler({ url: 'app://panel/secret.txt' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(APP_PAGE_CSP);
    readFile.mockRejectedValueOnce(new Error('ENOENT'));
    expect((await handler({ url: 'app://panel/nope.html' })).status).toBe(404);
    expect((await handler({ url: 'app://panel/settings.html', method: 'POST' })).status).toBe(405);
  });
});
