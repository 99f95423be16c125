/**
 * Preload script of the main window (runs sandboxed, built as CommonJS).
 *
 * It deliberately exposes nothing yet. The desktop issue will expose exactly one object,
 * `window.desktop`, implementing `DesktopBridge` from '@pets/shared' through
 * `contextBridge.exposeInMainWorld('desktop', bridge)`. Until then the admin code's feature
 * detection (`window.desktop === undefined`) sees a plain browser, which is the truth.
 */
export {};
