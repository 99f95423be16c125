import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../../ui/Toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { watchFloatingWidgets } from '../../ui/floating-layer';

/** Wraps every route (public and admin): toasts, the confirm dialog, scroll restoration and the floating-widget rule. */
export function RootLayout() {
  // Marks the moment the app has taken over a server-rendered page (its controls respond from now
  // on); the server's render never runs effects, so the mark is absent until then.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // Floating widgets (bubbles, toasts) step aside from the keyboard focus on every route.
  useEffect(() => watchFloatingWidgets(document), []);
  return (
    <>
      <Outlet />
      <Toaster />
      <ConfirmDialog />
      <ScrollRestoration />
    </>
  );
}
