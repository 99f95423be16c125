import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { cleanup, click, render } from '../test/dom';

afterEach(cleanup);

function labels(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.pagination__list li')).map((li) => li.textContent ?? '');
}

describe('Pagination', () => {
  it('is hidden when there is only one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows one sibling, one boundary page and ellipses', () => {
    const { container } = render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(labels(container)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('5');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBeTruthy();
  });

  it('lists every page when they fit', () => {
    const { container } = render(<Pagination page={2} totalPages={4} onPageChange={() => {}} />);
    expect(labels(container)).toEqual(['1', '2', '3', '4']);
  });

  it('disables Poprzednia on the first page and Następna on the last', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    const [prev, next] = Array.from(container.querySelectorAll<HTMLButtonElement>('.pagination__step'));
    expect(prev?.textContent).toContain('Poprzednia');
    expect(next?.textContent).toContain('Następna');
    expect(prev?.disabled).toBe(true);
    expect(next?.disabled).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    const [prev2, next2] = Array.from(container.querySelectorAll<HTMLButtonElement>('.pagination__step'));
    expect(prev2?.disabled).toBe(false);
    expect(next2?.disabled).toBe(true);
  });

  it('reports the chosen page, the previous and the next one, but not the current one', () => {
    const onPageChange = vi.fn();
    const { container } = render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    click(container.querySelector('[aria-label="Strona 6"]')!);
    click(container.querySelector('[aria-label="Strona 5"]')!);
    const [prev, next] = Array.from(container.querySelectorAll<HTMLButtonElement>('.pagination__step'));
    click(prev!);
    click(next!);
    click(container.querySelector('[aria-label="Strona 10"]')!);
    expect(onPageChange.mock.calls.map((call) => call[0])).toEqual([6, 4, 6, 10]);
  });
});
