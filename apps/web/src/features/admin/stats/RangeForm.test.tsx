import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RangeForm } from './RangeForm';

afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the statistics range form', () => {
  it('applies a right range and refuses a reversed or too long one in Polish, sending nothing', async () => {
    const onApply = vi.fn();
    render(<RangeForm range={{ from: '2026-01-01', to: '2026-02-01' }} onApply={onApply} />);
    const user = userEvent.setup();

    fill('Od dnia', '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Pokaż statystyki' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Data początkowa nie może być późniejsza niż data końcowa.');
    expect(screen.getByLabelText('Od dnia').getAttribute('aria-invalid')).toBe('true');

    fill('Od dnia', '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Pokaż statystyki' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zakres dat może obejmować najwyżej 10 lat.');
    expect(onApply).not.toHaveBeenCalled();

    fill('Od dnia', '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Pokaż statystyki' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith({ from: '2025-12-01', to: '2026-02-01' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the address when it changes (back, forward), dropping a shown problem', async () => {
    const { rerender } = render(<RangeForm range={{ from: '2026-01-01', to: '2026-02-01' }} onApply={vi.fn()} />);
    fill('Do dnia', '2025-01-01');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pokaż statystyki' }));
    await screen.findByRole('alert');

    rerender(<RangeForm range={{ from: '2025-05-01', to: '2025-06-01' }} onApply={vi.fn()} />);
    await vi.waitFor(() => expect((screen.getByLabelText('Od dnia') as HTMLInputElement).value).toBe('2025-05-01'));
    expect((screen.getByLabelText('Do dnia') as HTMLInputElement).value).toBe('2025-06-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
