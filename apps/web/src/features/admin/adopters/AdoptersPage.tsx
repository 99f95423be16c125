import { useCallback, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import {
  ADOPTER_SORT_LABELS,
  ADOPTER_SORTS,
  LIMITS,
  MESSAGES,
  formatDate,
  splitVisible,
  type AdopterListItem,
  type AdopterSort,
  type Species,
} from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { useListFilters, usePageCount } from '../use-list-filters';
import { useUrlParams } from '../url-state';
import { viewOf } from '../query-view';
import { ListFilters } from '../ui/ListFilters';
import { AdopterProfileModal } from './AdopterProfileModal';
import { LEGACY_PROFILE_PARAM, PROFILE_PARAM, profileIdOf } from '../adopter-link';
import { NewAdopterDialog } from './NewAdopterDialog';
import type { AdopterListParams } from './adopter-queries';
import { adopterChanged } from './adopter-changes';
import { useAdopterList } from './adopter-queries';
import './adopters.css';

export const ADOPTER_SEARCH_PLACEHOLDER = 'Imię i nazwisko, e-mail, telefon';

/** Species chips: up to 3, then '+N'. */
export function SpeciesChips({ species }: { species: readonly Species[] }) {
  if (species.length === 0) return <span className="adopters-muted">—</span>;
  const { shown, more } = splitVisible(species, LIMITS.chipsVisible);
  return (
    <ul className="adopter-chips" aria-label="Gatunki">
      {shown.map((name) => (
        <li key={name} className="adopter-chip">
          {name}
        </li>
      ))}
      {more && (
        <li className="adopter-chip adopter-chip--more">
          <span aria-hidden="true">{more}</span>
          <span className="visually-hidden">i jeszcze {species.length - shown.length}</span>
        </li>
      )}
    </ul>
  );
}

const column = createColumnHelper<AdopterListItem>();

/**
 * /admin/adopters (SPEC "Adopters"): search, species, five sorts, a table (@tanstack/react-table,
 * sorting and paging done by the server), 12 a page, and the profile modal.
 */
export function AdoptersPage() {
  usePageTitle('Adoptujący · Panel administratora');
  const { settledQuery, settling, species, sort, page, setPage, goToPage, headingRef, filterProps } = useListFilters<AdopterSort>({
    initialSort: 'newest',
    sorts: ADOPTER_SORTS,
  });
  // ?profil=<id> opens that profile (shared links, the dashboard; ?profile= of older links too);
  // opening is a history entry, closing drops the parameter.
  const [searchParams, writeParams] = useUrlParams();
  const openId = profileIdOf(searchParams);
  const setOpenId = useCallback((id: number) => writeParams({ [LEGACY_PROFILE_PARAM]: null, [PROFILE_PARAM]: String(id) }), [writeParams]);
  const closeProfile = () => writeParams({ [PROFILE_PARAM]: null, [LEGACY_PROFILE_PARAM]: null }, { replace: true });
  const titleId = useId();
  const [creating, setCreating] = useState(false);

  const params: AdopterListParams = { query: settledQuery, species, sort, page, pageSize: LIMITS.adoptersPageSize };
  const queryClient = useQueryClient();
  const query = useAdopterList(params);
  const list = viewOf(query);
  const pages = usePageCount(list.status === 'success' ? list.data.total : null, LIMITS.adoptersPageSize, page, setPage);

  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.adopter.firstName} ${row.adopter.lastName}`.trim(), {
        id: 'name',
        header: 'Adoptujący',
        cell: (info) => (
          <button type="button" className="adopters-open" aria-haspopup="dialog" onClick={() => setOpenId(info.row.original.id)}>
            {info.getValue() || '—'}
            <span className="visually-hidden"> – pokaż profil</span>
          </button>
        ),
      }),
      column.accessor((row) => row.adopter.email, { id: 'email', header: 'E-mail', cell: (info) => <span className="adopters-email">{info.getValue()}</span> }),
      column.accessor((row) => row.adopter.phone, { id: 'phone', header: 'Telefon', cell: (info) => info.getValue() || '—' }),
      column.accessor('adoptionCount', { header: 'Adopcje', cell: (info) => info.getValue() }),
      column.accessor('lastAdoptionAt', { header: 'Ostatnia adopcja', cell: (info) => formatDate(info.getValue()) }),
      column.accessor('speciesChips', { header: 'Gatunki', cell: (info) => <SpeciesChips species={info.getValue()} /> }),
    ],
    [setOpenId],
  );

  const table = useReactTable({
    data: list.status === 'success' ? list.data.items : [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });

  let content;
  if (settling || list.status === 'loading') {
    content = <Loader block label="Wczytywanie adoptujących…" />;
  } else if (list.status === 'error') {
    content = <ErrorCard message={MESSAGES.admin.adoptersFailed} onRetry={() => void query.refetch()} />;
  } else if (list.data.items.length === 0) {
    content = (
      <p className="adopters-empty" role="status">
        {MESSAGES.admin.adoptersEmpty}
      </p>
    );
  } else {
    content = (
      <>
        <p className="adopters-count" role="status">
          Znaleziono: {list.data.total}
        </p>
        <div className="adopters-table-wrap">
          <table className="adopters-table">
            <caption className="visually-hidden">Adoptujący, strona {page}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className={`adopters-table__th adopters-table__th--${header.column.id}`}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-adopter-id={row.original.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`adopters-table__td adopters-table__td--${cell.column.id}`}
                      data-label={String(cell.column.columnDef.header)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} totalPages={pages} onPageChange={goToPage} label="Strony listy adoptujących" />
      </>
    );
  }

  return (
    <section className="admin-page adopters-page" aria-labelledby={titleId}>
      <div className="adopters-page__header">
        <h1 id={titleId} ref={headingRef} className="admin-page__title">
          Adoptujący
        </h1>
        <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          Nowy adoptujący
        </button>
      </div>
      <ListFilters
        label="Filtry adoptujących"
        placeholder={ADOPTER_SEARCH_PLACEHOLDER}
        sorts={ADOPTER_SORTS}
        sortLabels={ADOPTER_SORT_LABELS}
        {...filterProps}
      />
      {content}
      {creating && (
        <NewAdopterDialog
          onClose={() => setCreating(false)}
          onCreated={(profile) => {
            setCreating(false);
            void adopterChanged(queryClient, profile);
            // Straight to the profile: the usual next step is an adoption without a survey.
            setOpenId(profile.id);
          }}
        />
      )}
      {openId !== null && <AdopterProfileModal key={openId} adopterId={openId} onClose={closeProfile} />}
    </section>
  );
}
