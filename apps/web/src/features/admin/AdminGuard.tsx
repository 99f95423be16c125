import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAbortError } from '../../lib/api';
import { Loader } from '../../ui/Loader';
import { AdminSessionContext, type AdminUser } from './admin-session';
import { ForcedPasswordChange } from './layout/ForcedPasswordChange';
import { forgetSessionHint, rememberSessionHint } from './login/session-hint';
import { readSession } from './login/session-queries';

/** Only for an account asked to enrol: most sessions never load it. */
const ForcedTwoFactorSetup = lazy(() => import('./two-factor/ForcedTwoFactorSetup'));

export const ADMIN_LOGIN_ROUTE = '/admin/login';

type GuardState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: AdminUser; mustChangePassword: boolean; twoFactorSetupRequired: boolean }
  | { status: 'signed-out' };

/**
 * Session check of the admin area (SPEC section 4, "Admin access"): GET /api/auth/me; a loader
 * meanwhile; on failure the visitor is sent to /admin/login (replacing the history entry, with
 * `state.from` so the sign-in page can come back). A one-time password is replaced first
 * (ForcedPasswordChange), then, when the foundation requires two-step sign-in, an authenticator
 * app is set up (ForcedTwoFactorSetup): until then the server refuses everything else.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<GuardState>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    readSession(controller.signal)
      .then((me) => {
        if (me?.user) {
          rememberSessionHint();
          setState({ status: 'signed-in', user: me.user, mustChangePassword: me.mustChangePassword === true, twoFactorSetupRequired: me.twoFactorSetupRequired === true });
        } else {
          forgetSessionHint();
          setState({ status: 'signed-out' });
        }
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        forgetSessionHint();
        setState({ status: 'signed-out' });
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'checking') return <Loader block label="Sprawdzanie sesji…" />;
  if (state.status === 'signed-out') {
    return <Navigate to={ADMIN_LOGIN_ROUTE} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (state.mustChangePassword) {
    return <ForcedPasswordChange username={state.user.username} onChanged={() => setState({ ...state, mustChangePassword: false })} />;
  }
  if (state.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<Loader block label="Wczytywanie…" />}>
        <ForcedTwoFactorSetup username={state.user.username} onDone={() => setState({ ...state, twoFactorSetupRequired: false })} />
      </Suspense>
    );
  }
  return <AdminSessionContext.Provider value={state.user}>{children}</AdminSessionContext.Provider>;
}
