import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CARE_RECORD_MESSAGES, FOSTER_MESSAGES as F, FOSTER_PORTAL_MESSAGES as P, todayInPoland, type FosterPortalAnimal, type FosterPortalView } from '@pets/shared';
import { withQueryClient } from '../../test/query-client';
import { FosterPortalPage } from './FosterPortalPage';

const TOKEN = 'Tok3n_z-linku-0123456789abcdefghijklmnopqrstu';

const animal = (overrides: Partial<FosterPortalAnimal>): FosterPortalAnimal => ({
  id: 1,
  name: 'Marchewka',
  species: 'Królik',
  sex: 'Samica',
  photo: '/api/images/abcdefabcdefabcd.png?w=card',
  since: '2026-03-12',
  nextCare: [],
  lastWeight: null,
  pendingPhotos: 0,
  ...overrides,
});

const VIEW: FosterPortalView = {
  carerFirstName: 'Anna',
  foundationEmail: 'kontakt@malelapki.example',
  foundationPhone: '',
  animals: [
    animal({
      nextCare: [
        { date: '2026-03-01', label: 'Odrobaczanie / odpchlenie: Panacur', overdue: true },
        { date: '2099-01-05', label: 'Szczepienie: RHD1 i RHD2', overdue: false },
      ],
      lastWeight: { date: '2026-03-20', grams: 1850 },
    }),
    animal({ id: 2, name: 'Pieprz', species: 'Świnka morska', photo: null, pendingPhotos: 5 }),
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[`/dt/${TOKEN}`]}>
        <Routes>
          <Route path="/dt/:token" element={<FosterPortalPage />} />
          <Route path="/kontakt" element={<p>Strona kontaktu</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe("the foster carer's page", () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows one page for an invalid link: the message and the way to the contact form, nothing else', async () => {
    fetchMock.mockResolvedValue(json(404, { error: F.linkInvalid, code: 'link_invalid' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(F.linkInvalid);
    expect((screen.getByRole('heading', { level: 1 })).textContent).toContain('Link nie działa');
    expect((screen.getByRole('link', { name: 'Napisz do fundacji' })).getAttribute('href')).toBe('/kontakt');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    // Asked once: a wrong link does not become right by asking again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/foster/portal/${TOKEN}`);
  });

  it("greets the carer and shows each animal's care, weight and forms, overdue said in words", async () => {
    fetchMock.mockResolvedValue(json(200, VIEW));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć, Anna!' })).toBeTruthy();
    const marchewka = screen.getByRole('article', { name: 'Marchewka' });
    expect(within(marchewka).getByText('u Ciebie od 12.03.2026')).toBeTruthy();
    const care = within(marchewka).getAllByRole('listitem');
    expect(care[0]!.textContent).toContain('01.03.2026 – po terminieOdrobaczanie / odpchlenie: Panacur');
    expect(care[1]!.textContent).toContain('05.01.2099Szczepienie: RHD1 i RHD2');
    expect(care[1]!.textContent).not.toContain('po terminie');
    expect(within(marchewka).getByText('1850 g (20.03.2026)')).toBeTruthy();
    expect((within(marchewka).getByLabelText('Data') as HTMLInputElement).value).toBe(todayInPoland());
    expect(within(marchewka).getByLabelText('Waga w gramach')).toBeTruthy();
    expect(within(marchewka).getByLabelText('Co słychać u zwierzaka Marchewka?')).toBeTruthy();
    expect((within(marchewka).getByRole('checkbox', { name: 'Zgłoś problem ze zdrowiem' }) as HTMLInputElement).checked).toBe(false);
    const pieprz = screen.getByRole('article', { name: 'Pieprz' });
    expect(within(pieprz).getByText('Czeka na zatwierdzenie: 5 z 5')).toBeTruthy();
    expect((within(pieprz).getByLabelText('Zdjęcia zwierzaka Pieprz') as HTMLButtonElement).disabled).toBe(true);
    expect((within(pieprz).getByRole('button', { name: 'Wyślij zdjęcia' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a weight with the button disabled meanwhile, then says so and shows the new weight', async () => {
    fetchMock.mockResolvedValueOnce(json(200, VIEW));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Marchewka' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fireEvent.change(within(card).getByLabelText('Waga w gramach'), { target: { value: '1790' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Zapisz wagę' }));
    await waitFor(() => expect((within(card).getByRole('button', { name: P.sending }) as HTMLButtonElement).disabled).toBe(true));
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({ animalId: 1, date: todayInPoland(), grams: 1790 });
    const today = todayInPoland();
    answer(json(201, { message: F.weightSaved, view: { ...VIEW, animals: [animal({ ...VIEW.animals[0], lastWeight: { date: today, grams: 1790 } }), VIEW.animals[1]] } }));
    expect((await within(card).findByRole('status')).textContent).toContain(`${F.weightSaved} Marchewka: 1790 g.`);
    expect(within(card).getByText(/^1790 g/)).toBeTruthy();
    expect((within(card).getByLabelText('Waga w gramach') as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty weight on the spot and keeps typed text when the server refuses a note', async () => {
    fetchMock.mockResolvedValueOnce(json(200, VIEW));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Marchewka' });
    fireEvent.click(within(card).getByRole('button', { name: 'Zapisz wagę' }));
    expect(await within(card).findByText(CARE_RECORD_MESSAGES.gramsInvalid)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(429, { error: F.portalRateLimited, code: 'rate_limited' }));
    const note = within(card).getByLabelText('Co słychać u zwierzaka Marchewka?');
    fireEvent.change(note, { target: { value: 'Je dobrze.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Wyślij notatkę' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(F.portalRateLimited);
    expect((note as HTMLInputElement).value).toBe('Je dobrze.');
  });

  it('reports a health problem and says how to reach the foundation if it is urgent', async () => {
    fetchMock.mockResolvedValueOnce(json(200, VIEW));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Marchewka' });
    fireEvent.change(within(card).getByLabelText('Co słychać u zwierzaka Marchewka?'), { target: { value: 'Nie je od rana.' } });
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Zgłoś problem ze zdrowiem' }));
    expect((within(card).getByText(/Jeśli to pilne/)).textContent).toContain('kontakt@malelapki.example');
    fetchMock.mockResolvedValueOnce(json(201, { message: F.problemSaved }));
    fireEvent.click(within(card).getByRole('button', { name: 'Zgłoś problem' }));
    const status = await within(card).findByRole('status');
    expect((status).textContent).toContain(F.problemSaved);
    expect((status).textContent).toContain('Jeśli to pilne');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ animalId: 1, text: 'Nie je od rana.', problem: true });
    expect((within(card).getByLabelText('Co słychać u zwierzaka Marchewka?') as HTMLInputElement).value).toBe('');
  });

  it('sends photos as multipart and shows how many wait for approval', async () => {
    fetchMock.mockResolvedValueOnce(json(200, VIEW));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Marchewka' });
    const input = within(card).getByLabelText('Zdjęcia zwierzaka Marchewka');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'marchewka.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    fetchMock.mockResolvedValueOnce(json(201, { message: F.photosSaved(1), view: { ...VIEW, animals: [animal({ ...VIEW.animals[0], pendingPhotos: 1 }), VIEW.animals[1]] } }));
    fireEvent.click(within(card).getByRole('button', { name: 'Wyślij zdjęcia' }));
    expect((await within(card).findByRole('status')).textContent).toContain(F.photosSaved(1));
    expect(within(card).getByText('Czeka na zatwierdzenie: 1 z 5')).toBeTruthy();
    const body = fetchMock.mock.calls[1]![1]?.body as FormData;
    expect(body.get('animalId')).toBe('1');
    expect((body.getAll('images')[0] as File).name).toBe('marchewka.png');
  });
});
