import './zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createRoutes } from './router';
import { readAppState } from './app-state';
import { api } from '../lib/api';
import { createPublicQueryClient } from '../lib/public-queries';
import './styles/base.css';
import './styles/layout.css';
import '../ui/ui.css';
import '../ui/floating-layer.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('Brak elementu #root w index.html');
  return element;
}

const queryClient = createPublicQueryClient();
const routes = createRoutes({ queryClient, awaitData: false });
const appState = readAppState(document);

/**
 * A page the server rendered (app/prerender.tsx) is hydrated: React takes over the markup on
 * screen from the same router and data state, so nothing is rendered twice and what a visitor
 * typed meanwhile stays in its field. The lazy route modules of the address are loaded first, or
 * the router would render its loading fallback in place of the page.
 */
async function start() {
  if (appState) {
    hydrate(queryClient, appState.queries);
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const lazy = route.lazy;
        if (typeof lazy !== 'function') return;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, { hydrationData: appState?.router });
  // A failed session refresh under /admin goes to the sign-in page through the router (no reload).
  api.setRedirect((path) => {
    const { pathname, search } = router.state.location;
    void router.navigate(path, { replace: true, state: { from: `${pathname}${search}` } });
  });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  const container = rootElement();
  // As a transition the hydration works in short slices instead of one long task, so the page
  // stays responsive meanwhile; a click or key on a part not yet hydrated hydrates it first.
  if (appState && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
