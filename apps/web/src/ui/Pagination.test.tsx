import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

afterEach(cleanup);

/** What a person reads in the page list, the ellipses included. */
const shownPages = () => within(screen.getByRole('list')).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent ?? '');
const step = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Pagination', () => {
  it('is hidden when there is only one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows one sibling, one boundary page and ellipses', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(shownPages()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getByRole('button', { name: 'Strona 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBeTruthy();
  });

  it('lists every page when they fit', () => {
    render(<Pagination page={2} totalPages={4} onPageChange={() => {}} />);
    expect(shownPages()).toEqual(['1', '2', '3', '4']);
  });

  it('disables Poprzednia on the first page and Następna on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(step('Poprzednia').disabled).toBe(true);
    expect(step('Następna').disabled).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(step('Poprzednia').disabled).toBe(false);
    expect(step('Następna').disabled).toBe(true);
  });

  it('reports the chosen page, the previous and the next one, but not the current one', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Strona 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Strona 5' }));
    fireEvent.click(step('Poprzednia'));
    fireEvent.click(step('Następna'));
    fireEvent.click(screen.getByRole('button', { name: 'Strona 10' }));
    expect(onPageChange.mock.calls.map((call): unknown => call[0])).toEqual([6, 4, 6, 10]);
  });
});
