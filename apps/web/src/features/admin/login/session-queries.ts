import { queryOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH, type InputOf } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { forgetSessionHint } from './session-hint';

/**
 * The session's calls (shared/src/endpoints/auth.ts): signing in, in one or two steps, asking who
 * is signed in, and signing out. The sign-in page runs in the public query client (it is outside
 * the panel), the rest in the panel's.
 */

/** Whether any account exists yet. Asked once: without an answer the page simply says nothing. */
export const authSetupQuery = queryOptions({
  queryKey: ['auth', 'setup'] as const,
  queryFn: ({ signal }) => callEndpoint(AUTH.setup, { signal }),
  retry: false,
});

/**
 * Who is signed in (401 without a session). A plain call, not a cached query: its answer decides
 * where the visitor goes, so the guard and the sign-in page each ask afresh when they open, and a
 * remembered "signed in" can never send a signed-out visitor into the panel.
 */
export const readSession = (signal: AbortSignal) => callEndpoint(AUTH.me, { signal });

/** The password; for an account with two-step sign-in the answer asks for the code instead. */
export function useSignIn() {
  return useMutation({ mutationFn: (input: InputOf<typeof AUTH.login>) => callEndpoint(AUTH.login, { input }) });
}

/** The code from the app, or a recovery code. */
export function useSecondStep() {
  return useMutation({ mutationFn: (input: InputOf<typeof AUTH.loginSecondStep>) => callEndpoint(AUTH.loginSecondStep, { input }) });
}

/**
 * Signs out and goes to the sign-in page, even when the call fails: the visitor wants out, and the
 * guard asks the server anyway. `clear` forgets what the screens left in this browser.
 */
export function useSignOut(clear?: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callEndpoint(AUTH.logout, {}),
    onSettled: () => {
      forgetSessionHint();
      clear?.();
      void navigate('/admin/login', { replace: true });
    },
  });
}
