import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../../ui/Toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Wraps every route (public and admin): toasts, the confirm dialog and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ConfirmDialog />
      <ScrollRestoration />
    </>
  );
}
