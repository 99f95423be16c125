import { paginationRange } from '@pets/shared';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * Page bar with one sibling and one boundary page and ellipses (SPEC section 9); prev/next
 * buttons; hidden when there is only one page.
 */
export function Pagination({ page, totalPages, onPageChange, label = 'Stronicowanie' }: PaginationProps) {
  const items = paginationRange(page, totalPages);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" disabled={current <= 1} onClick={() => go(current - 1)}>
        <span aria-hidden="true">‹</span> Poprzednia
      </button>
      <ul className="pagination__list">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-label={`Strona ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" disabled={current >= totalPages} onClick={() => go(current + 1)}>
        Następna <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
