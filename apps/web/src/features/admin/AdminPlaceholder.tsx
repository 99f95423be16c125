import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';

/** Heading and a short note for admin screens that their own issues will build. */
export function AdminPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(`${title} · Panel administratora`);
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      {children ?? <p className="admin-page__note">Ta sekcja jest w przygotowaniu.</p>}
    </section>
  );
}
