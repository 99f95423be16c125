import './zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { api } from '../lib/api';
import './styles/base.css';
import './styles/layout.css';
import '../ui/ui.css';

const router = createAppRouter();

// A failed session refresh under /admin goes to the sign-in page through the router (no reload).
api.setRedirect((path) => {
  const { pathname, search } = router.state.location;
  void router.navigate(path, { replace: true, state: { from: `${pathname}${search}` } });
});

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
