import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, guidePath, ABOUT_PAGE_SLUG, PAGE_MESSAGES, type AdminPageListItem } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { usePagesList, useRemovePage } from './page-queries';
import './pages.css';

const publicPath = (slug: string) => (slug === ABOUT_PAGE_SLUG ? '/o-nas' : guidePath(slug));

/** /admin/content ("Treści"): every page written by staff, drafts included, newest change first. */
export function PagesListPage() {
  usePageTitle('Treści');
  const titleId = useId();
  const query = usePagesList();
  const pages = viewOf(query);
  const removal = useRemovePage();

  const remove = async (page: AdminPageListItem) => {
    if (!(await confirm({ message: PAGE_MESSAGES.deleteConfirm(page.title), confirmLabel: 'Usuń' }))) return;
    try {
      await removal.mutateAsync(page);
      toast.info(PAGE_MESSAGES.pageDeleted);
    } catch (error) {
      toast.error(errorMessage(error, PAGE_MESSAGES.deleteFailed));
    }
  };

  return (
    <section className="admin-page pages-admin" aria-labelledby={titleId} aria-busy={pages.status === 'loading'}>
      <div className="pages-admin__header">
        <h1 id={titleId} className="admin-page__title">
          Treści
        </h1>
        <Link className="btn btn--primary" to="/admin/content/new">
          Nowa strona
        </Link>
      </div>
      {pages.status === 'loading' && <Loader block />}
      {pages.status === 'error' && <ErrorCard message={PAGE_MESSAGES.listFailed} onRetry={() => void query.refetch()} />}
      {pages.status === 'success' && pages.data.length === 0 && <p>{PAGE_MESSAGES.empty}</p>}
      {pages.status === 'success' && pages.data.length > 0 && (
        <table className="pages-admin__table">
          <thead>
            <tr>
              <th scope="col">Tytuł</th>
              <th scope="col">Adres</th>
              <th scope="col">Gatunek</th>
              <th scope="col">Stan</th>
              <th scope="col">Ostatnia zmiana</th>
              <th scope="col">
                <span className="visually-hidden">Działania</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((page) => (
              <tr key={page.id}>
                <td>
                  <Link to={`/admin/content/${page.id}`}>{page.title}</Link>
                </td>
                <td>
                  {page.published ? <a href={publicPath(page.slug)}>{publicPath(page.slug)}</a> : publicPath(page.slug)}
                </td>
                <td>{page.species ?? '—'}</td>
                <td>{page.published ? 'Opublikowana' : 'Szkic'}</td>
                <td>
                  {formatDateTime(page.updatedAt)}
                  {page.updatedBy ? `, ${page.updatedBy}` : ''}
                </td>
                <td>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(page)}>
                    Usuń<span className="visually-hidden"> stronę „{page.title}”</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
