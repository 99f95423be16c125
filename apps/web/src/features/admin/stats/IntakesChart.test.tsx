import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartData } from 'chart.js';
import type { StatsResponse } from '@pets/shared';
import { ExportLinks } from './ExportLinks';
import { IntakesChart } from './IntakesChart';
import { StatsSummary } from './StatsSummary';

// The test DOM has no canvas: the chart's data is what the bars would show.
const barData = vi.hoisted(() => ({ last: null as ChartData<'bar'> | null }));
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: ChartData<'bar'> }) => {
    barData.last = data;
    return null;
  },
}));

afterEach(cleanup);

const intakes: StatsResponse['intakes'] = {
  total: 6,
  byMonth: [
    { month: '2026-01', total: 3, bySource: { inne: 1, znaleziony: 1, zrzeczenie: 1 } },
    { month: '2026-02', total: 2, bySource: { nieznane: 1, zrzeczenie: 1 } },
    { month: '2026-03', total: 1, bySource: { nieznane: 1 } },
  ],
  bySource: [
    { source: 'zrzeczenie', count: 2 },
    { source: 'znaleziony', count: 1 },
    { source: 'inne', count: 1 },
    { source: 'nieznane', count: 2 },
  ],
};

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the intakes chart of the statistics screen', () => {
  it('stacks the months by source and says the same in a captioned table', async () => {
    render(<IntakesChart intakes={intakes} />);
    const figure = screen.getByRole('region', { name: 'Przyjęcia w kolejnych miesiącach' });
    expect(barData.last?.labels).toEqual(['styczeń 2026', 'luty 2026', 'marzec 2026']);
    expect(barData.last?.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([
      ['Zrzeczenie się właściciela', [1, 1, 0]],
      ['Znaleziony', [1, 0, 0]],
      ['Inne', [1, 0, 0]],
      ['Nie podano', [0, 1, 1]],
    ]);

    // In the accessibility tree all along, shown on demand.
    const table = screen.getByRole('table', { name: 'Przyjęcia według miesiąca i źródła' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head!)).toEqual(['Miesiąc', 'Zrzeczenie się właściciela', 'Znaleziony', 'Inne', 'Nie podano', 'Razem']);
    expect(rows.map(cells)).toEqual([
      ['styczeń 2026', '1', '1', '1', '0', '3'],
      ['luty 2026', '1', '0', '0', '1', '2'],
      ['marzec 2026', '0', '0', '0', '1', '1'],
      ['Razem', '2', '1', '1', '2', '6'],
    ]);
    await userEvent.setup().click(within(figure).getByRole('button', { name: 'Pokaż tabelę' }));
    expect(within(figure).getByRole('button', { name: 'Ukryj tabelę' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when no animal was taken in during the range', () => {
    barData.last = null;
    render(<IntakesChart intakes={{ total: 0, byMonth: [{ month: '2026-01', total: 0, bySource: {} }], bySource: [] }} />);
    expect(screen.getByRole('heading', { name: 'Przyjęcia w kolejnych miesiącach' })).toBeTruthy();
    expect(screen.getByText('Brak przyjęć w wybranym okresie.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(barData.last).toBeNull();
  });

  it('counts the intakes in the summary and says where the arrival duration starts', () => {
    const none = { count: 0, averageDays: null, medianDays: null };
    const stats: StatsResponse = {
      range: { from: '2026-01-01', to: '2026-03-31' },
      adoptions: { total: 0, byMonth: [], bySpecies: [] },
      durations: { surveyToAdoption: none, arrivalToAdoption: { count: 5, averageDays: 36.6, medianDays: 35 } },
      intakes,
      openReservations: { count: 0, oldest: null },
      surveys: { total: 0, outcomes: { adopted: 0, reserved: 0, cancelled: 0, released: 0, open: 0 }, bySpecies: [] },
    };
    const { container } = render(<StatsSummary stats={stats} />);
    const items = [...container.querySelectorAll('.stats-summary__item')].map((item) => item.textContent);
    expect(items).toContain('Przyjęcia w okresie6');
    expect(items).toContain('Od przyjęcia zwierzaka do adopcjiśrednio 36,6 dnia, mediana 35 dniLiczone od daty przyjęcia zapisanej w danych zwierzaka.');
  });

  it('offers the health card among the exports', () => {
    render(<ExportLinks range={{ from: '2026-01-01', to: '2026-03-31' }} />);
    expect(screen.getByRole('link', { name: 'Karta zdrowia (CSV)' }).getAttribute('href')).toBe('/api/exports/health.csv?from=2026-01-01&to=2026-03-31');
    expect(screen.getByRole('link', { name: 'Karta zdrowia (JSON)' }).getAttribute('href')).toBe('/api/exports/health.json?from=2026-01-01&to=2026-03-31');
  });
});
