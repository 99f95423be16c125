/**
 * The sign-in success message, kept once (SPEC "Admin sign-in"): the login page stores it, the
 * admin layout takes it out and shows it for 2 s. Session storage survives the guard's session
 * check and a reload in between, and is read once.
 */
export const LOGIN_FLASH_KEY = 'admin.flash';

export function storeLoginFlash(message: string): void {
  try {
    window.sessionStorage.setItem(LOGIN_FLASH_KEY, message);
  } catch {
    // No storage: the message is simply not shown.
  }
}

/** Returns the stored message and removes it, so it is shown only once. */
export function takeLoginFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(LOGIN_FLASH_KEY);
    if (message !== null) window.sessionStorage.removeItem(LOGIN_FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the guarded page the visitor came from, else /admin. */
export function loginTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return '/admin';
  const path = from.split(/[?#]/, 1)[0] ?? '';
  const isAdmin = path === '/admin' || path.startsWith('/admin/');
  return isAdmin && path !== '/admin/login' && !from.startsWith('//') ? from : '/admin';
}
