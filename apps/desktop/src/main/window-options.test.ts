import { describe, expect, it } from 'vitest';
import { buildAppPageWindowOptions, buildChildWindowOptions, buildWindowOptions } from './window-options';

const SECURE = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
};

describe('window options', () => {
  it('keeps the panel renderer isolated and sandboxed, without Node.js, alive while hidden', () => {
    const { webPreferences } = buildWindowOptions({ preloadPath: '/app/out/preload/index.cjs' });
    expect(webPreferences).toMatchObject({ ...SECURE, preload: '/app/out/preload/index.cjs', backgroundThrottling: false });
    expect(webPreferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('hardens the app-page window and window.open children the same way (children get no preload)', () => {
    expect(buildAppPageWindowOptions({ preloadPath: '/p/app-page.cjs' }).webPreferences).toMatchObject({ ...SECURE, preload: '/p/app-page.cjs' });
    const child = buildChildWindowOptions().webPreferences!;
    expect(child).toMatchObject(SECURE);
    expect(child).not.toHaveProperty('preload');
  });

  it('waits for the first paint, restores bounds and sets the icon only when given', () => {
    expect(buildWindowOptions({ preloadPath: 'p' })).not.toHaveProperty('icon');
    const options = buildWindowOptions({ preloadPath: 'p', iconPath: '/icons/icon.png', bounds: { x: 5, y: 6, width: 1000, height: 700 } });
    expect(options).toMatchObject({ icon: '/icons/icon.png', show: false, x: 5, y: 6, width: 1000, height: 700 });
    expect(buildWindowOptions({ preloadPath: 'p', bounds: { width: 900, height: 650 } })).not.toHaveProperty('x');
  });
});
