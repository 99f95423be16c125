import type { DesktopBridge } from '@pets/shared';

/**
 * The bridge the Electron preload exposes as `window.desktop`, or null in an ordinary browser.
 * Admin code feature-detects desktop capabilities through this function only.
 */
export function getDesktopBridge(): DesktopBridge | null {
  if (typeof window === 'undefined') return null;
  const bridge = window.desktop;
  return bridge && bridge.platform === 'desktop' ? bridge : null;
}

export function isDesktopApp(): boolean {
  return getDesktopBridge() !== null;
}
