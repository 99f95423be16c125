import { lazy, Suspense, useEffect, useState } from 'react';
import { TIMINGS } from '@pets/shared';
import { toast, useToastStore } from '../../../ui/toast-store';
import { useAdminUser } from '../admin-session';
import { LOGIN_FLASH_KEY, takeLoginFlash } from '../login/login-flash';
import { SURVEY_HANDOFF_KEYS } from '../survey-handoff';
import { useSignOut } from '../login/session-queries';
import '../admin-panel.css';

/** Loaded when asked for: the dialog carries the shared zod schema, which the panel's first view does without. */
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));
/** Two-step sign-in (enrolment, recovery codes): loaded when asked for, like the password dialog. */
const TwoFactorDialog = lazy(() => import('../two-factor/TwoFactorDialog'));
/** The daily e-mail of one's tasks: loaded when asked for, like the other dialogs. */
const TaskDigestDialog = lazy(() => import('./TaskDigestDialog'));

/** Session-storage keys the admin screens leave behind; cleared at sign-out. */
const ADMIN_SESSION_KEYS = [LOGIN_FLASH_KEY, ...SURVEY_HANDOFF_KEYS];

/** What the admin screens left in this browser: their session-storage keys and the toasts. */
function forgetAdminSession(): void {
  try {
    for (const key of ADMIN_SESSION_KEYS) window.sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing to clear.
  }
  useToastStore.getState().reset();
}

/**
 * The signed-in username, 'Zmień hasło', 'Weryfikacja dwuetapowa', 'E-mail z zadaniami' and 'Wyloguj' (POST
 * /api/auth/logout, then /admin/login).
 */
export function AdminUserMenu() {
  const user = useAdminUser();
  const [changingPassword, setChangingPassword] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [taskDigestOpen, setTaskDigestOpen] = useState(false);
  const signOut = useSignOut(forgetAdminSession);

  return (
    <div className="admin-user">
      {user && (
        <span className="admin-user__name">
          Zalogowano jako <strong>{user.username}</strong>
        </span>
      )}
      <button type="button" className="btn btn--small btn--light" onClick={() => setChangingPassword(true)}>
        Zmień hasło
      </button>
      <button type="button" className="btn btn--small btn--light" onClick={() => setTwoFactorOpen(true)}>
        Weryfikacja dwuetapowa
      </button>
      <button type="button" className="btn btn--small btn--light" onClick={() => setTaskDigestOpen(true)}>
        E-mail z zadaniami
      </button>
      <button type="button" className="btn btn--small btn--light admin-user__logout" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? 'Wylogowywanie…' : 'Wyloguj'}
      </button>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      {twoFactorOpen && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setTwoFactorOpen(false)} />
        </Suspense>
      )}
      {taskDigestOpen && (
        <Suspense fallback={null}>
          <TaskDigestDialog onClose={() => setTaskDigestOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Shows the sign-in success message once, for 2 s, when the admin layout opens. */
export function useLoginFlash(): void {
  useEffect(() => {
    const message = takeLoginFlash();
    if (message) toast.info(message, { duration: TIMINGS.toastLoginFlash });
  }, []);
}
