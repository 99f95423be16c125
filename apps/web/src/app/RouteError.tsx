import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { ErrorCard } from '../ui/ErrorCard';
import { NotFoundPage } from '../ui/NotFoundPage';

/**
 * What the browsers say when a dynamic import fails (Chromium, Firefox, Safari) and what Vite's
 * preload helper says when a chunk's stylesheet does not load: the chunk of the page's old build
 * is gone after a deploy, or the connection dropped.
 */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Reloads the page (a module of its own, so a test can watch the call). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * The error screen of the routes (their errorElement), instead of React Router's developer page:
 * a page whose code no longer loads asks for a reload, which fetches the current build; any other
 * failure says so in Polish, with the same reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const texts = MESSAGES.routeError;
  const chunk = isChunkLoadError(error);
  return (
    <div className="container page-content route-error">
      <ErrorCard
        title={chunk ? texts.chunkTitle : MESSAGES.errorCard.title}
        message={chunk ? texts.chunkMessage : texts.otherMessage}
        retryLabel={texts.reload}
        onRetry={() => pageReload.reload()}
      />
    </div>
  );
}
