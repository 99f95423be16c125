import type { BrowserWindowConstructorOptions, HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { originOf } from '../common/server-address';

/**
 * Navigation and window rules (Electron security checklist: limit navigation, limit new windows,
 * no shell.openExternal with untrusted content, no <webview>).
 *
 * Each window has one allowed origin: the configured server for the panel window, app://panel
 * for the app's own pages. Anything else is denied; a denied link is handed to the system browser
 * only when its scheme is https: (or mailto:), never http:, file:, javascript: or a custom scheme.
 */

/** Schemes the system may open for a denied link. */
export const EXTERNAL_SCHEMES: ReadonlySet<string> = new Set(['https:', 'mailto:']);

/** The URL to pass to shell.openExternal, re-serialised, or null when it must not be opened. */
export function externalUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!EXTERNAL_SCHEMES.has(parsed.protocol)) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.protocol === 'https:' && parsed.hostname === '') return null;
  return parsed.href;
}

export type NavigationDecision = { allow: true } | { allow: false; openExternally: string | null };

/** A navigation (or window.open) target against the window's allowed origin (null: nothing allowed yet). */
export function decideNavigation(url: string, allowedOrigin: string | null): NavigationDecision {
  const target = originOf(url);
  if (allowedOrigin !== null && target !== null && target === allowedOrigin) return { allow: true };
  return { allow: false, openExternally: externalUrl(url) };
}

/** Subframes may show the same origin or inline documents (about:blank, about:srcdoc), never another site. */
export function decideFrameNavigation(url: string, allowedOrigin: string | null): boolean {
  if (url === 'about:blank' || url === 'about:srcdoc') return true;
  return allowedOrigin !== null && originOf(url) === allowedOrigin;
}

export interface HardenDeps {
  /** The origin this window may show; read at each event, so a changed server address applies at once. */
  allowedOrigin(): string | null;
  openExternal(url: string): Promise<void> | void;
  /** Options of windows that window.open may create (same origin only): hardened like the parent. */
  childWindowOptions?: () => BrowserWindowConstructorOptions;
  /** Called with every refused target (logging). */
  onDenied?(kind: 'navigate' | 'redirect' | 'window-open' | 'frame' | 'webview', url: string): void;
}

type Guarded = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

interface PreventableWithUrl {
  preventDefault(): void;
  url?: string;
  isMainFrame?: boolean;
}

/**
 * Installs the rules on one webContents: will-navigate and will-redirect (main frame),
 * will-frame-navigate (subframes), setWindowOpenHandler, and will-attach-webview (always refused).
 */
export function hardenWebContents(contents: Guarded, deps: HardenDeps): void {
  const denied = (kind: Parameters<NonNullable<HardenDeps['onDenied']>>[0], url: string) => deps.onDenied?.(kind, url);
  const openIfSafe = (decision: NavigationDecision) => {
    if (!decision.allow && decision.openExternally) void Promise.resolve(deps.openExternal(decision.openExternally)).catch(() => undefined);
  };

  contents.on('will-navigate', (event: PreventableWithUrl, legacyUrl?: string) => {
    const url = event.url ?? legacyUrl ?? '';
    const decision = decideNavigation(url, deps.allowedOrigin());
    if (decision.allow) return;
    event.preventDefault();
    denied('navigate', url);
    openIfSafe(decision);
  });

  contents.on('will-redirect', (event: PreventableWithUrl, legacyUrl?: string) => {
    const url = event.url ?? legacyUrl ?? '';
    if (event.isMainFrame === false) return;
    if (decideNavigation(url, deps.allowedOrigin()).allow) return;
    event.preventDefault();
    denied('redirect', url);
  });

  contents.on('will-frame-navigate', (event: PreventableWithUrl) => {
    if (event.isMainFrame !== false) return;
    const url = event.url ?? '';
    if (decideFrameNavigation(url, deps.allowedOrigin())) return;
    event.preventDefault();
    denied('frame', url);
  });

  contents.setWindowOpenHandler((details: HandlerDetails): WindowOpenHandlerResponse => {
    const decision = decideNavigation(details.url, deps.allowedOrigin());
    if (decision.allow && deps.childWindowOptions) {
      return { action: 'allow', overrideBrowserWindowOptions: deps.childWindowOptions() };
    }
    denied('window-open', details.url);
    openIfSafe(decision.allow ? { allow: false, openExternally: null } : decision);
    return { action: 'deny' };
  });

  contents.on('will-attach-webview', (event: PreventableWithUrl) => {
    event.preventDefault();
    denied('webview', '');
  });
}

/**
 * The baseline for every webContents the app ever creates (app 'web-contents-created'): no
 * <webview>, no new windows. Windows then install their own rules with hardenWebContents.
 */
export function baselineHarden(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>): void {
  contents.on('will-attach-webview', (event: PreventableWithUrl) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
