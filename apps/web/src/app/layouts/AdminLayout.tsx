import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { AdminGuard } from '../../features/admin/AdminGuard';
import { AdminUserMenu, useLoginFlash } from '../../features/admin/layout/AdminUserMenu';
import { AdminEventsListener } from '../../features/admin/events/AdminEventsListener';
import { createAdminQueryClient } from '../../features/admin/query-client';
import { getDesktopBridge } from '../../platform/desktop';
import { preloadConfirmDialog } from '../../ui/ConfirmDialog';
import { PawIcon } from '../../ui/Logo';
import '../../features/admin/layout/admin.css';

export const ADMIN_NAV = [
  { to: '/admin/animals', label: 'Zwierzaki' },
  { to: '/admin/adopters', label: 'Adoptujący' },
  { to: '/admin/surveys', label: 'Ankiety' },
  { to: '/admin/content', label: 'Treści' },
  { to: '/admin/mail', label: 'Skrzynka' },
  { to: '/admin/stats', label: 'Statystyki' },
  { to: '/admin/team', label: 'Zespół' },
  { to: '/admin/history', label: 'Historia' },
] as const;

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
            <AdminEventsListener />
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
            {ADMIN_NAV.map((item) => (
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
