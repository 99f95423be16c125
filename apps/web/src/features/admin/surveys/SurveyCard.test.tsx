import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SurveyCard } from './SurveyCard';
import { listItem } from './test-data';

const chip = (name: string, patch: object = {}) => ({ id: name.length, name, cover: '/static/default-animal.webp', reservedByMe: false, adopted: false, sex: null, elsewhere: null, ...patch });

afterEach(cleanup);

describe('survey card', () => {
  it('says which animals another survey holds; the words open that survey', async () => {
    const onOpen = vi.fn();
    render(
      <SurveyCard
        survey={listItem(4, {
          animals: [
            chip('Kropka', { sex: 'Samica', elsewhere: { kind: 'reserved', surveyId: 9 } }),
            chip('Bursztyn', { elsewhere: { kind: 'adopted', surveyId: 2 } }),
            chip('Wolny'),
          ],
        })}
        onOpen={onOpen}
      />,
    );
    const animals = screen.getByRole('list', { name: 'Wybrane zwierzęta' });
    await userEvent.click(within(animals).getByRole('button', { name: 'zarezerwowana w ankiecie #9' }));
    expect(onOpen).toHaveBeenCalledWith(9);
    expect(within(animals).getByRole('button', { name: 'adoptowany w ankiecie #2' })).toBeTruthy();
    expect(within(animals).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the reason a closed survey was closed', () => {
    render(<SurveyCard survey={listItem(5, { closure: { reason: 'inny', note: 'Wyjazd za granicę.', closedAt: '2026-03-01T10:00:00.000Z' } })} onOpen={vi.fn()} />);
    expect(screen.getByText('Zamknięta')).toBeTruthy();
    expect(screen.getByText('Wyjazd za granicę.')).toBeTruthy();
    cleanup();
    render(<SurveyCard survey={listItem(6, { closure: { reason: 'duplikat', note: null, closedAt: '2026-03-01T10:00:00.000Z' } })} onOpen={vi.fn()} />);
    expect(screen.getByText('Duplikat')).toBeTruthy();
  });
});
