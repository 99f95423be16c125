import './zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { api } from '../lib/api';
import './styles/base.css';
import './styles/layout.css';
import '../ui/ui.css';
import '../ui/floating-layer.css';

const router = createAppRouter();

// A failed session refresh under /admin goes to the sign-in page through the router (no reload).
api.setRedirect((path) => {
  const { pathname, search } = router.state.location;
  void router.navigate(path, { replace: true, state: { from: `${pathname}${search}` } });
});

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

const root = createRoot(container);
let started = false;
const render = () =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
/** Resolves once the router has the modules of the address's lazy routes (e.g. /kontakt). */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
const start = () => {
  if (started) return;
  started = true;
  // Replaces the server-rendered markup in one commit with the same tree. The page is already on
  // screen, so the render runs as a transition: in slices that leave the main thread free for input.
  // Not before its route modules are there: until then the router would render its loader instead.
  void routerReady().then(() => startTransition(render));
};

if (container.hasChildNodes()) {
  // The page came rendered by the server (server/src/modules/spa/prerender.ts) and is complete on
  // screen: let the browser paint it first, then take over (the largest paint must not wait for
  // the app's first render). The timer covers tabs that get no animation frames (in background).
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
} else {
  render();
}
