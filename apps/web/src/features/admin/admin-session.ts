import { createContext, useContext } from 'react';
import type { AuthMe } from '@pets/shared';

export type AdminUser = AuthMe['user'];

/** The signed-in administrator, provided by AdminGuard to everything under /admin. */
export const AdminSessionContext = createContext<AdminUser | null>(null);

export function useAdminUser(): AdminUser | null {
  return useContext(AdminSessionContext);
}

/**
 * Whether the signed-in person does the adoption and animal work (administrators and
 * coordinators): volunteers only read and add notes. The server decides (server/src/http/access.ts);
 * this only keeps the screens from offering what would be refused.
 */
export function useCanCoordinate(): boolean {
  const role = useAdminUser()?.role;
  return role === 'administrator' || role === 'koordynator';
}
