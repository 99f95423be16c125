import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../../ui/Toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Wraps every route (public and admin): toasts, the confirm dialog and scroll restoration. */
export function RootLayout() {
  // Marks the moment the app has taken over a server-rendered page (its controls respond from now
  // on); the server's render never runs effects, so the mark is absent until then.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
      <ConfirmDialog />
      <ScrollRestoration />
    </>
  );
}
