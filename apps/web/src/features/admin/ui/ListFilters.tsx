import { useId, type ReactNode } from 'react';
import { SPECIES, type Species } from '@pets/shared';
import { MultiSelect } from '../../../ui/MultiSelect';
import './filter-panel.css';
import './list-filters.css';

export interface ListFiltersProps<Sort extends string> {
  /** The accessible name of the filter region. */
  label: string;
  query: string;
  placeholder: string;
  onQueryChange(query: string): void;
  species: Species[];
  onSpeciesChange(species: Species[]): void;
  sort: Sort;
  sorts: readonly Sort[];
  sortLabels: Record<Sort, string>;
  onSortChange(sort: Sort): void;
  /** More controls after the sort (e.g. a checkbox). */
  children?: ReactNode;
}

/** The filter bar of the admin lists (adopters, surveys): search, species and sort. */
export function ListFilters<Sort extends string>({
  label,
  query,
  placeholder,
  onQueryChange,
  species,
  onSpeciesChange,
  sort,
  sorts,
  sortLabels,
  onSortChange,
  children,
}: ListFiltersProps<Sort>) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="filter-panel list-filters" role="search" aria-label={label}>
      <div className="list-filters__search form__field">
        <label htmlFor={searchId}>Szukaj</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div className="list-filters__row">
        <MultiSelect label="Gatunek" options={SPECIES} value={species} onChange={(next) => onSpeciesChange(next as Species[])} />
        <div className="list-filters__sort form__field">
          <label htmlFor={sortId}>Sortuj</label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              const next = sorts.find((value) => value === event.target.value);
              if (next) onSortChange(next);
            }}
          >
            {sorts.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
        {children}
      </div>
    </div>
  );
}
