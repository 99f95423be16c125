import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '@pets/shared';
import { getDesktopBridge, isDesktopApp } from './desktop';

afterEach(() => {
  delete window.desktop;
});

describe('getDesktopBridge', () => {
  it('is null in an ordinary browser', () => {
    expect(getDesktopBridge()).toBeNull();
    expect(isDesktopApp()).toBe(false);
  });

  it('returns the preload bridge in the desktop app', () => {
    const bridge = { platform: 'desktop', version: '1.0.0' } as unknown as DesktopBridge;
    window.desktop = bridge;
    expect(getDesktopBridge()).toBe(bridge);
    expect(isDesktopApp()).toBe(true);
  });
});
