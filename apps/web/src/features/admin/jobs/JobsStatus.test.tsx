import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type JobStatus } from '@pets/shared';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { JobsStatus } from './JobsStatus';

const never: Omit<JobStatus, 'name'> = {
  enabled: true,
  running: false,
  lastStartedAt: null,
  lastFinishedAt: null,
  lastSuccessAt: null,
  lastSummary: null,
  lastError: null,
  lastErrorAt: null,
  failures: 0,
  nextRunAt: null,
};

const JOBS: JobStatus[] = [
  { ...never, name: 'outbox', enabled: false },
  {
    ...never,
    name: 'alert-digest',
    lastStartedAt: '2026-12-07T07:00:00.000Z',
    lastFinishedAt: '2026-12-07T07:00:01.000Z',
    lastSuccessAt: '2026-12-07T07:00:01.000Z',
    lastSummary: { sent: 3 },
    nextRunAt: '2026-12-07T07:01:01.000Z',
  },
  {
    ...never,
    name: 'retention',
    lastStartedAt: '2026-12-07T08:00:00.000Z',
    lastFinishedAt: '2026-12-07T08:00:00.000Z',
    lastSuccessAt: '2026-12-06T08:00:00.000Z',
    lastSummary: { sessions: 12, surveys: 0 },
    lastError: 'connect ECONNREFUSED 127.0.0.1:5432',
    lastErrorAt: '2026-12-07T08:00:00.000Z',
    failures: 2,
    nextRunAt: '2026-12-07T08:00:10.000Z',
  },
  { ...never, name: 'backup', running: true, lastStartedAt: '2026-12-07T02:00:00.000Z' },
];

const itemOf = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zadania w tle (Bezpieczeństwo)', () => {
  it('shows each job with its state, last success with counts in words, the error and the next run', async () => {
    routedFetch({ 'GET /api/jobs': { jobs: JOBS } });
    render(withQueryClient(<JobsStatus />));
    expect(screen.getByRole('heading', { level: 2, name: 'Zadania w tle' })).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);

    const outbox = itemOf('Wysyłka e-maili');
    expect(within(outbox).getByText('Nie działa na tym serwerze')).toBeTruthy();
    expect(within(outbox).queryByText('Następne')).toBeNull();

    const digest = itemOf('Powiadomienia o nowych zwierzakach');
    expect(within(digest).getByText('Działa')).toBeTruthy();
    expect(within(digest).getByText(`${formatDateTime('2026-12-07T07:00:01.000Z')} (wysłane e-maile: 3)`)).toBeTruthy();

    const retention = itemOf('Usuwanie danych po terminie');
    expect(within(retention).getByText('Błąd')).toBeTruthy();
    expect(within(retention).getByText(`${formatDateTime('2026-12-07T08:00:00.000Z')}: connect ECONNREFUSED 127.0.0.1:5432 (2 nieudane próby z rzędu)`)).toBeTruthy();
    expect(within(retention).getByText(`${formatDateTime('2026-12-06T08:00:00.000Z')} (wygasłe sesje: 12, ankiety: 0)`)).toBeTruthy();

    const backup = itemOf('Kopia zapasowa bazy danych');
    expect(within(backup).getByText('Trwa')).toBeTruthy();
    expect(within(backup).getByText('jeszcze nie było')).toBeTruthy();
  });

  it('says when the state cannot be loaded and tries again on request', async () => {
    let calls = 0;
    routedFetch({
      'GET /api/jobs': () => (calls++ === 0 ? json(500, { error: 'Błąd serwera.', code: 'internal' }) : json(200, { jobs: JOBS })),
    });
    render(withQueryClient(<JobsStatus />));
    expect(await screen.findByText('Błąd serwera.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
  });
});
