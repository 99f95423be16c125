import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { MESSAGES, SPECIES, type AnimalListItem } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { MultiSelect } from '../../../ui/MultiSelect';
import { Pagination } from '../../../ui/Pagination';
import { useCanCoordinate } from '../admin-session';
import { useListFilters, usePageCount } from '../use-list-filters';
import { useUrlParams } from '../url-state';
import { viewOf } from '../query-view';
import { AnimalCard } from './AnimalCard';
import { ArchiveIcon, BackArrowIcon } from './AnimalBits';
import { AnimalEditModal } from './AnimalEditModal';
import { useAnimalList, type AnimalsListMode } from './animal-queries';
import {
  ANIMAL_SORT_VALUES,
  ANIMAL_SORTS,
  ANIMAL_URL_CHOICES,
  ANIMALS_PAGE_SIZE,
  ARCHIVE_STATUS_OPTIONS,
  BROWSE_STATUS_OPTIONS,
  SEX_OPTIONS,
  SPECIES_OPTIONS,
  TM_OPTIONS,
  WARNING_OPTIONS,
  animalListView,
  isAnimalSort,
  placementOptions,
  type AnimalFilters,
  type AnimalSort,
} from './animal-list';
import '../ui/filter-panel.css';
import './animals.css';

export type { AnimalsListMode };

/** The query parameter naming the animal whose edit modal opens with the list. */
export const LINKED_ANIMAL_PARAM = 'zwierzak';

/** The intake date range of the list (issue 32), YYYY-MM-DD. */
const INTAKE_FROM_PARAM = 'przyjete_od';
const INTAKE_TO_PARAM = 'przyjete_do';
/** Where the animal lives (issue 33): 'fundacja' or a foster home's id; absent: everywhere. */
const PLACEMENT_PARAM = 'dt';

const COPY = {
  browse: {
    title: 'Zwierzaki',
    pageTitle: 'Zwierzaki · Panel administratora',
    link: { to: '/admin/animals/archives', title: 'Archiwum', text: 'Adoptowane i za Tęczowym Mostem' },
  },
  archive: {
    title: 'Archiwum zwierząt',
    pageTitle: 'Archiwum zwierząt · Panel administratora',
    link: { to: '/admin/animals/browse', title: 'Wszystkie zwierzęta (bez TM i bez adoptowanych)', text: 'Wróć do listy zwierzaków' },
  },
} as const;

/**
 * Browse (/admin/animals/browse) and archive (/admin/animals/archives): name search, status,
 * species and gender multi-selects (plus TM in the archive), four sorts, 11 cards a page and a
 * card linking to the other list; a card opens the edit modal. Filtering happens in the browser;
 * the filters and the page live in the URL (useListFilters: `szukaj`, `status`, `gatunek`,
 * `plec`, `tm`, `sort`, `strona`; and `przyjete_od`, `przyjete_do`, `dt` where it lives), so
 * reload, back and a shared link restore them.
 */
export function AnimalsListScreen({ mode }: { mode: AnimalsListMode }) {
  const copy = COPY[mode];
  usePageTitle(copy.pageTitle);
  const query = useAnimalList(mode);
  const list = viewOf(query);
  const { settling, species, sort, page, choice, setChoice, setPage, goToPage, headingRef, filterProps } = useListFilters<AnimalSort>({
    initialSort: 'newest',
    sorts: ANIMAL_SORT_VALUES,
    choices: ANIMAL_URL_CHOICES[mode],
  });
  const [searchParams, writeParams] = useUrlParams();
  // The name search filters as staff type (the list is all in the browser); the URL follows
  // once the typing settles. Until then the first page of the typed search shows.
  const filters: AnimalFilters = {
    query: filterProps.query,
    statuses: choice('status'),
    species,
    sexes: choice('plec'),
    tm: choice('tm'),
    warnings: choice('uwagi'),
    intakeFrom: searchParams.get(INTAKE_FROM_PARAM) ?? '',
    intakeTo: searchParams.get(INTAKE_TO_PARAM) ?? '',
    placement: searchParams.get(PLACEMENT_PARAM) ?? '',
    sort,
  };
  const shownPage = settling ? 1 : page;
  const [editing, setEditing] = useState<AnimalListItem | null>(null);
  // ?zwierzak=<id> opens that animal's edit modal (links from the history); an animal of the
  // other list is looked up there. Closing the modal drops the parameter.
  const linkedId = Number(searchParams.get(LINKED_ANIMAL_PARAM));
  const linkedValid = Number.isInteger(linkedId) && linkedId > 0;
  const linked = linkedValid && list.status === 'success' ? (list.data.find((item) => item.id_zwierzaka === linkedId) ?? null) : null;
  const linkedElsewhere = linkedValid && list.status === 'success' && !linked;
  // Editing is coordination; a volunteer's card opens the animal's health card and weights only
  // (the care record is theirs to keep too).
  const canCoordinate = useCanCoordinate();
  const shown = editing ?? linked;
  const closeEditor = () => {
    setEditing(null);
    if (searchParams.has(LINKED_ANIMAL_PARAM)) writeParams({ [LINKED_ANIMAL_PARAM]: null }, { replace: true });
  };
  const searchId = useId();
  const sortId = useId();
  const placementId = useId();
  const placements = placementOptions(query.data ?? []);
  // A home from a shared link that no animal of the list lives in any more: still named, so the filter shows what it does.
  if (filters.placement && !placements.some((option) => option.value === filters.placement)) {
    placements.push({ value: filters.placement, label: `Dom tymczasowy #${filters.placement}` });
  }

  const view = animalListView(query.data ?? [], filters, shownPage);
  // A page past the end (a link from a longer list, animals moved away) becomes the last one.
  usePageCount(list.status === 'success' && !settling ? view.total : null, ANIMALS_PAGE_SIZE, page, setPage);

  const linkCard = (
    <li className="animal-grid__item">
      <Link className={mode === 'browse' ? 'animal-link-card' : 'animal-link-card animal-link-card--back'} to={copy.link.to}>
        <span className="animal-link-card__icon">{mode === 'browse' ? <ArchiveIcon /> : <BackArrowIcon />}</span>
        <span className="animal-link-card__title">{copy.link.title}</span>
        <span className="animal-link-card__text">{copy.link.text}</span>
      </Link>
    </li>
  );

  let content;
  if (list.status === 'loading') {
    content = <Loader block label="Wczytywanie zwierząt…" />;
  } else if (list.status === 'error') {
    content = <ErrorCard title={MESSAGES.admin.animalsErrorTitle} message={MESSAGES.admin.animalsFailed} onRetry={() => void query.refetch()} />;
  } else {
    content = (
      <>
        <p className="animal-list__count" role="status">
          {view.total === 0 ? MESSAGES.admin.animalsEmpty : `Znaleziono: ${view.total}`}
        </p>
        <ul className="animal-grid">
          {linkCard}
          {view.items.map((animal) => (
            <li key={animal.id_zwierzaka} className="animal-grid__item">
              <AnimalCard animal={animal} onOpen={setEditing} openLabel={canCoordinate ? 'edytuj' : 'zdrowie i waga'} highlightTm={mode === 'archive'} />
            </li>
          ))}
        </ul>
        <Pagination page={view.page} totalPages={view.totalPages} onPageChange={goToPage} label="Strony listy zwierząt" />
      </>
    );
  }

  return (
    <section className="admin-page animal-list" aria-labelledby={`${searchId}-title`}>
      <nav className="admin-crumbs" aria-label="Ścieżka nawigacji">
        <Link to="/admin/animals">Zwierzaki</Link> <span aria-hidden="true">›</span>{' '}
        <span>{mode === 'browse' ? 'Przeglądaj' : 'Archiwum'}</span>
      </nav>
      <h1 id={`${searchId}-title`} ref={headingRef} className="admin-page__title">
        {copy.title}
      </h1>
      <div className="filter-panel animal-filters" role="search" aria-label="Filtry zwierząt">
        <div className="animal-filters__search form__field">
          <label htmlFor={searchId}>Szukaj po imieniu</label>
          <input
            id={searchId}
            type="search"
            value={filterProps.query}
            placeholder="np. Fistaszek"
            autoComplete="off"
            onChange={(event) => filterProps.onQueryChange(event.target.value)}
          />
        </div>
        <div className="animal-filters__selects">
          <MultiSelect
            label="Status"
            options={mode === 'browse' ? BROWSE_STATUS_OPTIONS : ARCHIVE_STATUS_OPTIONS}
            value={filters.statuses}
            onChange={(statuses) => setChoice('status', statuses)}
          />
          <MultiSelect
            label="Gatunek"
            options={SPECIES_OPTIONS}
            value={filters.species}
            onChange={(chosen) => filterProps.onSpeciesChange(SPECIES.filter((name) => chosen.includes(name)))}
          />
          <MultiSelect label="Płeć" options={SEX_OPTIONS} value={filters.sexes} onChange={(sexes) => setChoice('plec', sexes)} />
          {mode === 'archive' && <MultiSelect label="TM" options={TM_OPTIONS} value={filters.tm} onChange={(tm) => setChoice('tm', tm)} />}
          <MultiSelect label="Uwagi" options={WARNING_OPTIONS} value={filters.warnings} onChange={(warnings) => setChoice('uwagi', warnings)} />
          <div className="animal-filters__date form__field">
            <label htmlFor={`${searchId}-from`}>Przyjęte od</label>
            <input
              id={`${searchId}-from`}
              type="date"
              value={filters.intakeFrom}
              onChange={(event) => writeParams({ [INTAKE_FROM_PARAM]: event.target.value || null, strona: null }, { replace: true })}
            />
          </div>
          <div className="animal-filters__date form__field">
            <label htmlFor={`${searchId}-to`}>Przyjęte do</label>
            <input
              id={`${searchId}-to`}
              type="date"
              value={filters.intakeTo}
              onChange={(event) => writeParams({ [INTAKE_TO_PARAM]: event.target.value || null, strona: null }, { replace: true })}
            />
          </div>
          <div className="animal-filters__placement form__field">
            <label htmlFor={placementId}>Gdzie mieszka</label>
            <select
              id={placementId}
              value={filters.placement}
              onChange={(event) => writeParams({ [PLACEMENT_PARAM]: event.target.value || null, strona: null }, { now: true })}
            >
              {placements.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="animal-filters__sort form__field">
            <label htmlFor={sortId}>Sortuj</label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => {
                if (isAnimalSort(event.target.value)) filterProps.onSortChange(event.target.value);
              }}
            >
              {ANIMAL_SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {content}
      {linkedElsewhere &&
        (mode === 'browse' ? (
          <Navigate replace to={`/admin/animals/archives?${LINKED_ANIMAL_PARAM}=${linkedId}`} />
        ) : (
          <p className="animal-list__count" role="alert">
            Nie znaleziono zwierzaka #{linkedId}.
          </p>
        ))}
      {shown && (
        <AnimalEditModal
          key={shown.id_zwierzaka}
          animal={shown}
          healthOnly={!canCoordinate}
          onClose={closeEditor}
          onSaved={closeEditor}
        />
      )}
    </section>
  );
}
