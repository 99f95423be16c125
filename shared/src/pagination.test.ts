import { describe, expect, it } from 'vitest';
import { paginationRange, totalPages } from './pagination.js';

describe('paginationRange (1 sibling, 1 boundary)', () => {
  it('is hidden for a single page', () => {
    expect(paginationRange(1, 1)).toEqual([]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('lists every page when they fit', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on the right near the start', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('puts an ellipsis on the left near the end', () => {
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationRange(8, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
  });

  it('counts pages', () => {
    expect(totalPages(0, 9)).toBe(1);
    expect(totalPages(9, 9)).toBe(1);
    expect(totalPages(10, 9)).toBe(2);
  });
});
