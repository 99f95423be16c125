import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { PublicWidgets } from './PublicWidgets';

/** Layout of every public route: skip link, header, page, footer and the floating widgets. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After an in-app navigation, move the focus to the new page (screen readers start there).
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Przejdź do treści
      </a>
      <Header />
      <main id="main" ref={mainRef} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PublicWidgets />
    </div>
  );
}
