import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { TIMINGS } from '@pets/shared';
import { toast, useToastStore } from './toast-store';
import { Toaster } from './Toaster';
import { screen, within } from '@testing-library/react';
import { cleanup, click, render } from '../test/dom';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().reset();
});

afterEach(() => {
  cleanup();
  useToastStore.getState().reset();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const toasts = () => useToastStore.getState().toasts;

describe('toast store timing', () => {
  it('auto-hides after 3000 ms by default, then removes the toast after the 200 ms close animation', () => {
    expect(TIMINGS.toastDefault).toBe(3000);
    expect(TIMINGS.toastCloseAnimation).toBe(200);
    toast.info('Zapisano zmiany.');
    expect(toasts()).toMatchObject([{ message: 'Zapisano zmiany.', variant: 'info', closing: false, duration: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect(toasts()[0]?.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toasts()[0]?.closing).toBe(true);
    vi.advanceTimersByTime(199);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('honours a per-toast duration', () => {
    toast.error('Błąd', { duration: TIMINGS.toastRejection });
    toast.info('Gatunek', { duration: TIMINGS.toastSpecies });
    vi.advanceTimersByTime(3500);
    expect(toasts().map((item) => [item.message, item.closing])).toEqual([
      ['Błąd', false],
      ['Gatunek', true],
    ]);
    vi.advanceTimersByTime(500);
    expect(toasts()[0]).toMatchObject({ message: 'Błąd', closing: true });
    vi.advanceTimersByTime(200);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const id = toast.info('Zostaję', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    toast.dismiss(id);
    vi.advanceTimersByTime(200);
    expect(toasts()).toHaveLength(0);
  });

  it('closing early cancels the auto-hide timer and dismissing twice changes nothing', () => {
    const id = toast.info('Raz');
    vi.advanceTimersByTime(1000);
    toast.dismiss(id);
    toast.dismiss(id);
    expect(toasts()[0]?.closing).toBe(true);
    vi.advanceTimersByTime(200);
    expect(toasts()).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    expect(toasts()).toHaveLength(0);
  });
});

describe('<Toaster/>', () => {
  it('renders info as role=status (polite) and error as role=alert', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Wiadomość wysłana.');
      toast.error('Nie udało się wysłać wiadomości.');
    });
    const info = screen.getByRole('status');
    expect(info.getAttribute('aria-live')).toBe('polite');
    expect(info.textContent).toContain('Wiadomość wysłana.');
    const error = screen.getByRole('alert');
    expect(error.getAttribute('aria-live')).toBe('assertive');
    expect(error.textContent).toContain('Nie udało się wysłać wiadomości.');
    // The red look of an error toast is its variant class (a style, nothing else tells it apart).
    expect(error.classList.contains('toast--error')).toBe(true);
  });

  it('offers the next step as a link and stays 10 s, time to reach it', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Adoptowano :)', { action: { label: 'Pobierz umowę', href: '/api/adoptions/7/contract.pdf', download: 'umowa-adopcyjna-7.pdf' } });
    });
    const link = screen.getByRole('link', { name: 'Pobierz umowę' });
    expect(link.getAttribute('href')).toBe('/api/adoptions/7/contract.pdf');
    expect(link.getAttribute('download')).toBe('umowa-adopcyjna-7.pdf');
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.queryByRole('link', { name: 'Pobierz umowę' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(screen.queryByRole('link', { name: 'Pobierz umowę' })).toBeNull();
  });

  it("the 'Zamknij' button plays the 200 ms close animation, then removes the toast", () => {
    render(<Toaster />);
    act(() => {
      toast.info('Zapisano zmiany.');
    });
    const shown = screen.getByRole('status');
    click(within(shown).getByRole('button', { name: 'Zamknij' }));
    expect(shown.getAttribute('data-state')).toBe('closing');
    advance(199);
    expect(screen.getByRole('status').textContent).toContain('Zapisano zmiany.');
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Zapisano zmiany.')).toBeNull();
  });

  it('disappears on its own after the default 3000 ms + 200 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Adoptowano :)');
    });
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('open');
    advance(3000);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closing');
    advance(200);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Adoptowano :)')).toBeNull();
  });
});
