/** A page number or an ellipsis marker in a pagination bar. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page items with one sibling around the current page and one boundary page at each end, with
 * ellipses for the gaps (SPEC section 9). Empty when there is only one page: the bar is hidden.
 */
export function paginationRange(current: number, totalPages: number, siblings = 1, boundaries = 1): PageItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const totalNumbers = boundaries * 2 + siblings * 2 + 3;
  if (totalPages <= totalNumbers) return range(1, totalPages);

  const leftSibling = Math.max(page - siblings, boundaries + 2);
  const rightSibling = Math.min(page + siblings, totalPages - boundaries - 1);
  const showLeftEllipsis = leftSibling > boundaries + 2;
  const showRightEllipsis = rightSibling < totalPages - boundaries - 1;

  if (!showLeftEllipsis) {
    const leftCount = siblings * 2 + boundaries + 2;
    return [...range(1, leftCount), 'ellipsis-end', ...range(totalPages - boundaries + 1, totalPages)];
  }
  if (!showRightEllipsis) {
    const rightCount = siblings * 2 + boundaries + 2;
    return [...range(1, boundaries), 'ellipsis-start', ...range(totalPages - rightCount + 1, totalPages)];
  }
  return [
    ...range(1, boundaries),
    'ellipsis-start',
    ...range(leftSibling, rightSibling),
    'ellipsis-end',
    ...range(totalPages - boundaries + 1, totalPages),
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
