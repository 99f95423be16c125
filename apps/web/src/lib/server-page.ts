/**
 * Whether this render is the app taking over a page the server rendered: its markup is still in
 * #root and the app has not marked itself ready (RootLayout). What that page shows is already on
 * screen and must not start over (a fade-in, a delayed text). Always false on the server.
 */
export function takingOverServerPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.app !== 'ready' && Boolean(document.getElementById('root')?.hasChildNodes());
}
