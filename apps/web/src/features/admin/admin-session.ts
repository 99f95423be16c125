import { createContext, useContext } from 'react';
import type { AuthMe } from '@pets/shared';

export type AdminUser = AuthMe['user'];

/** The signed-in administrator, provided by AdminGuard to everything under /admin. */
export const AdminSessionContext = createContext<AdminUser | null>(null);

export function useAdminUser(): AdminUser | null {
  return useContext(AdminSessionContext);
}
