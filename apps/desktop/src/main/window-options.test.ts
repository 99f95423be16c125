import { describe, expect, it } from 'vitest';
import { buildWindowOptions } from './window-options';

describe('buildWindowOptions', () => {
  it('keeps the renderer isolated and sandboxed, without Node.js', () => {
    const { webPreferences } = buildWindowOptions({ preloadPath: '/app/out/preload/index.cjs' });
    expect(webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('waits for the first paint and sets the icon only when given', () => {
    expect(buildWindowOptions({ preloadPath: 'p' })).not.toHaveProperty('icon');
    const options = buildWindowOptions({ preloadPath: 'p', iconPath: '/icons/icon.png' });
    expect(options.icon).toBe('/icons/icon.png');
    expect(options.show).toBe(false);
  });
});
