/**
 * Whether this browser may still hold an admin session. The session cookie is HttpOnly, so the
 * sign-in page cannot see it; asking GET /api/auth/me on every visit answers a signed-out visitor
 * with a 401 and a failed refresh, two errors in the browser console for nothing. The hint is set
 * when a session is seen (sign-in, the admin guard) and cleared when it is gone (sign-out, a failed
 * check), so the sign-in page only asks when a session may exist.
 */
const HINT_KEY = 'admin.sessionHint';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberSessionHint(): void {
  try {
    storage()?.setItem(HINT_KEY, '1');
  } catch {
    // Storage full or refused: the sign-in page then simply shows its form.
  }
}

export function forgetSessionHint(): void {
  try {
    storage()?.removeItem(HINT_KEY);
  } catch {
    // Nothing stored.
  }
}

export function hasSessionHint(): boolean {
  try {
    return storage()?.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}
