import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, NavLink, Outlet } from 'react-router-dom';
import type { StaffRole } from '@pets/shared';
import { AdminGuard } from '../../features/admin/AdminGuard';
import { useAdminUser } from '../../features/admin/admin-session';
import { AdminUserMenu, useLoginFlash } from '../../features/admin/layout/AdminUserMenu';
import { AdminEventsListener } from '../../features/admin/events/AdminEventsListener';
import { createAdminQueryClient } from '../../features/admin/query-client';
import { getDesktopBridge } from '../../platform/desktop';
import { preloadConfirmDialog } from '../../ui/ConfirmDialog';
import { PawIcon } from '../../ui/Logo';
import '../../features/admin/layout/admin.css';

const EVERYONE: readonly StaffRole[] = ['administrator', 'koordynator', 'wolontariusz'];
const COORDINATION: readonly StaffRole[] = ['administrator', 'koordynator'];

/** The tabs, each for the roles whose endpoints it uses (server/src/http/access.ts decides). */
export const ADMIN_NAV = [
  { to: '/admin/animals', label: 'Zwierzaki', roles: EVERYONE },
  { to: '/admin/zadania', label: 'Zadania', roles: EVERYONE },
  { to: '/admin/domy-tymczasowe', label: 'Domy tymczasowe', roles: COORDINATION },
  { to: '/admin/adopters', label: 'Adoptujący', roles: COORDINATION },
  { to: '/admin/surveys', label: 'Ankiety', roles: EVERYONE },
  { to: '/admin/content', label: 'Treści', roles: COORDINATION },
  { to: '/admin/mail', label: 'Skrzynka', roles: COORDINATION },
  { to: '/admin/stats', label: 'Statystyki', roles: COORDINATION },
  { to: '/admin/team', label: 'Zespół', roles: ['administrator'] },
  { to: '/admin/settings/foundation', label: 'Dane fundacji', roles: ['administrator'] },
  { to: '/admin/history', label: 'Historia', roles: COORDINATION },
  { to: '/admin/settings/security', label: 'Bezpieczeństwo', roles: ['administrator'] },
] as const satisfies readonly { to: string; label: string; roles: readonly StaffRole[] }[];

/**
 * /admin/*: the session guard around the admin shell (title, tabs, page). A lazy route module:
 * this file and everything it imports are left out of the public bundle. No chat or donation
 * widgets here.
 */
export function AdminLayout() {
  const [queryClient] = useState(createAdminQueryClient);
  useEffect(() => {
    void preloadConfirmDialog();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGuard>
        <AdminShell />
      </AdminGuard>
    </QueryClientProvider>
  );
}

function AdminShell() {
  useLoginFlash();
  const role = useAdminUser()?.role ?? 'wolontariusz';
  const desktop = getDesktopBridge();
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Przejdź do treści
      </a>
      <header className="admin-header">
        <div className="admin-header__top">
          <Link to="/admin" className="admin-brand">
            <PawIcon size={36} />
            <span className="admin-brand__title">Panel administratora</span>
          </Link>
          <div className="admin-header__meta">
            <AdminUserMenu />
            {/* Live notices name applicants: not for volunteers (the stream answers them 403). */}
            {role !== 'wolontariusz' && <AdminEventsListener />}
            {desktop && (
              <button type="button" className="btn btn--small btn--light" onClick={() => desktop.openSettings()}>
                Ustawienia aplikacji
              </button>
            )}
            <a className="admin-header__site-link" href="/">
              Strona fundacji
            </a>
          </div>
        </div>
        <nav className="admin-nav" aria-label="Panel administratora">
          <ul className="admin-nav__list">
            {ADMIN_NAV.filter((item) => (item.roles as readonly StaffRole[]).includes(role)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="admin-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
