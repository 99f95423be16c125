import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AnimalAddPage } from './AnimalAddPage';
import { useToastStore } from '../../../ui/toast-store';
import { cleanup, click, render } from '../../../test/dom';
import { json, png, routedFetch, setValue, withQueryClient } from '../test-helpers';

/** XMLHttpRequest stand-in answering every upload with 201 and the images in the order sent. */
class UploadXhr {
  static sent: { url: string; names: string[]; withCredentials: boolean }[] = [];
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    const names = body.getAll('images').map((file) => (file as File).name);
    UploadXhr.sent.push({ url: this.url, names, withCredentials: this.withCredentials });
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = 201;
      this.responseText = JSON.stringify({ images: names.map((name) => `/api/images/${name}`), rejected: [] });
      this.onload?.();
    });
  }
}

/** Picks files in the (hidden) file input behind the 'Wybierz zdjęcia' button. */
function pick(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>('Wybierz zdjęcia');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function setup() {
  const router = createMemoryRouter([{ path: '/admin/animals/add', element: <AnimalAddPage /> }], { initialEntries: ['/admin/animals/add'] });
  return render(withQueryClient(<RouterProvider router={router} />));
}

/** A field of the form by its visible label. */
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  // A required field's label ends with its '*' mark.
  screen.getByLabelText<T>(label, { normalizer: (text) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim() });
/** The error text a field's aria-describedby points at (none: null). */
const errorOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((note) => note?.id.endsWith('-error'))?.textContent ?? null;
const send = () => click(screen.getByRole('button', { name: 'Dodaj zwierzaka' }));
const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

function fill() {
  setValue(field('Imię'), 'Pimpek');
  setValue(field('Gatunek'), 'Mysz');
  setValue(field('Data urodzenia'), '2025-01-02');
  setValue(field('Stan zdrowia'), 'Zdrowy');
}

/** The tiles of the chosen images (none: the list is not shown). */
const tiles = () => {
  const list = screen.queryByRole('list', { name: 'Wybrane zdjęcia' });
  return list ? within(list).getAllByRole('listitem') : [];
};
/** The preview image of a tile ('Podgląd: a.png'). */
const preview = (tile: HTMLElement) => within(tile).getByRole<HTMLImageElement>('img', { name: /^Podgląd: / });
const tileName = (tile: HTMLElement) => preview(tile).alt.replace(/^Podgląd: /, '');
/** The file names of the previews, in order. */
const previewNames = () => tiles().map(tileName);
/** The previews with the 'Miniatura' badge. */
const thumbnails = () => tiles().filter((tile) => within(tile).queryByText('Miniatura')).map(tileName);
const clickButton = (name: string) => click(screen.getByRole('button', { name }));

let created: string[] = [];
let revoked: string[] = [];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  useToastStore.getState().reset();
  UploadXhr.sent = [];
  created = [];
  revoked = [];
  let n = 0;
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${++n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  delete window.desktop;
});

describe('add animal (/admin/animals/add)', () => {
  it("shows 'Dodaj nowego zwierzaka' with the status limited to the three add statuses", () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dodaj nowego zwierzaka');
    expect(within(field('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dostępny', 'Zarezerwowany', 'Wstrzymany']);
    expect(field('Data urodzenia').type).toBe('date');
    expect(field('Data urodzenia').max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the required-field errors next to the fields and sends nothing', async () => {
    const { calls } = routedFetch({});
    setup();
    send();
    // The form checks asynchronously (its resolver): wait for the messages.
    await waitFor(() => expect(errorOf('Imię')).toBe('To pole jest wymagane.'));
    for (const label of ['Imię', 'Gatunek', 'Data urodzenia', 'Stan zdrowia']) {
      expect(errorOf(label), label).toBe('To pole jest wymagane.');
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Imię')));
    expect(calls).toHaveLength(0);
  });

  it('previews accepted images, refuses the rest with the composed message for 4 s, and reorders the thumbnail', () => {
    setup();
    pick([png('a.png'), png('b.png'), new File(['x'], 'notatki.txt'), png('c.png')]);
    expect(useToastStore.getState().toasts.map((toast) => [toast.variant, toast.message, toast.duration])).toEqual([
      ['error', 'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.', 4000],
    ]);
    expect(previewNames()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(thumbnails()).toEqual(['a.png']);
    // Each preview shows its file from a blob: URL of its own.
    expect(tiles().map((tile) => preview(tile).getAttribute('src'))).toEqual(created);
    expect(created).toHaveLength(3);

    clickButton('Ustaw jako miniaturę: c.png');
    expect(previewNames()).toEqual(['c.png', 'a.png', 'b.png']);
    expect(thumbnails()).toEqual(['c.png']);

    clickButton('Usuń: a.png');
    expect(previewNames()).toEqual(['c.png', 'b.png']);
    expect(revoked).toEqual([created[0]]);
  });

  it('counts queued images towards the limit of 10', () => {
    setup();
    pick(Array.from({ length: 8 }, (_, index) => png(`p${index}.png`)));
    pick([png('x.png'), png('y.png'), png('z.png')]);
    expect(previewNames()).toHaveLength(10);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('Niektóre pliki odrzucono. Maksymalnie 10 plików.');
  });

  it('adds the animal, uploads the images thumbnail first with credentials, toasts and resets the form', async () => {
    const { calls } = routedFetch({ 'POST /api/animals/add': () => json(201, { id: 77, message: 'Zwierzak został dodany.' }) });
    const { unmount } = setup();
    fill();
    pick([png('a.png'), png('b.png'), png('c.png')]);
    clickButton('Ustaw jako miniaturę: b.png');
    send();
    await waitFor(() => expect(toastMessages()).toEqual(['Zwierzak został dodany.']));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/animals/add',
      body: { imie: 'Pimpek', gatunek: 'Mysz', data_urodzenia: '2025-01-02', plec: 'Samica', wykastrowany: 'Nie', status: 'Dostępny', opis: '', stan_zdrowia: 'Zdrowy' },
    });
    expect(UploadXhr.sent).toEqual([{ url: '/api/animals/77/images', names: ['b.png', 'a.png', 'c.png'], withCredentials: true }]);
    await waitFor(() => expect(field('Imię').value).toBe(''));
    expect(previewNames()).toEqual([]);
    expect(revoked.sort()).toEqual([...created].sort());
    unmount();
  });

  it("shows the server's field message and marks the field", async () => {
    routedFetch({
      'POST /api/animals/add': () => json(400, { error: 'Popraw zaznaczone pola.', code: 'validation_failed', fields: { imie: 'Tekst jest zbyt długi.' } }),
    });
    setup();
    fill();
    send();
    await waitFor(() => expect(errorOf('Imię')).toBe('Tekst jest zbyt długi.'));
    expect(toastMessages()).toEqual(['Tekst jest zbyt długi.']);
    expect(field('Imię').value).toBe('Pimpek');
    // The field takes the focus once the form is enabled again; changing it takes its message away.
    await waitFor(() => expect(document.activeElement).toBe(field('Imię')));
    setValue(field('Imię'), 'Pimpuś');
    await waitFor(() => expect(errorOf('Imię')).toBeNull());
    expect(field('Imię').getAttribute('aria-invalid')).toBeNull();
  });

  it('falls back to the default add failure text', async () => {
    routedFetch({ 'POST /api/animals/add': () => json(500, '') });
    setup();
    fill();
    send();
    await waitFor(() => expect(toastMessages()).toEqual(['Wystąpił błąd podczas dodawania zwierzaka.']));
  });

  it("offers the desktop app's native picker, with the same checks", async () => {
    const pickImages = vi.fn(async () => [
      { name: 'z-aplikacji.jpg', type: 'image/jpeg', size: 3, data: new Uint8Array([1, 2, 3]).buffer },
      { name: 'za-duzy.png', type: 'image/png', size: 6 * 1024 * 1024, data: new ArrayBuffer(6 * 1024 * 1024) },
    ]);
    window.desktop = { platform: 'desktop', pickImages } as unknown as NonNullable<typeof window.desktop>;
    setup();
    clickButton('Wybierz z komputera (aplikacja)');
    await waitFor(() => expect(previewNames()).toEqual(['z-aplikacji.jpg']));
    expect(pickImages).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Niektóre pliki odrzucono. Limit rozmiaru: 5 MB.']);
  });

  it('has no desktop picker in a browser', () => {
    setup();
    expect(screen.queryByText('Wybierz z komputera (aplikacja)')).toBeNull();
  });

  it('revokes the previews when the page goes away', () => {
    const { unmount } = setup();
    pick([png('a.png'), png('b.png')]);
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });
});
