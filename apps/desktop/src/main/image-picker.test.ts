import { basename } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@pets/shared';
import { PICKER_DIALOG, pickImages, type PickerDeps } from './image-picker';

const MB = 1024 * 1024;

function setup(files: Record<string, number>, canceled = false) {
  const readFile = vi.fn(async (path: string) => new Uint8Array(files[path] ?? 0));
  const reportRejected = vi.fn();
  const showOpenDialog = vi.fn(async () => ({ canceled, filePaths: Object.keys(files) }));
  const deps: PickerDeps = {
    showOpenDialog,
    stat: async (path) => ({ size: files[path] ?? 0, isFile: () => !path.endsWith('/') }),
    readFile,
    basename: (path) => basename(path),
    reportRejected,
  };
  return { deps, readFile, reportRejected, showOpenDialog };
}

describe('native image picker', () => {
  it('opens a multi-selection dialog filtered to the allowed image types', async () => {
    const { deps, showOpenDialog } = setup({});
    await pickImages(deps);
    expect(showOpenDialog).toHaveBeenCalledWith(PICKER_DIALOG);
    expect(PICKER_DIALOG.filters[0]!.extensions).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(PICKER_DIALOG.properties).toEqual(['openFile', 'multiSelections']);
  });

  it('returns name, type, size and bytes of the chosen images', async () => {
    const { deps, reportRejected } = setup({ '/home/ola/Pestka.JPG': 1200, '/home/ola/b.webp': 10 });
    const files = await pickImages(deps);
    expect(files.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'Pestka.JPG', type: 'image/jpeg', size: 1200 },
      { name: 'b.webp', type: 'image/webp', size: 10 },
    ]);
    expect(files[0]!.data).toBeInstanceOf(ArrayBuffer);
    expect(files[0]!.data.byteLength).toBe(1200);
    expect(reportRejected).not.toHaveBeenCalled();
  });

  it('checks the size before reading: a file over 5 MB is never read, and the drop zone message is shown', async () => {
    const { deps, readFile, reportRejected } = setup({ '/a.png': LIMITS.images.maxBytes + 1, '/b.png': LIMITS.images.maxBytes });
    const files = await pickImages(deps);
    expect(files.map((file) => file.name)).toEqual(['b.png']);
    expect(readFile).toHaveBeenCalledTimes(1);
    expect(readFile).toHaveBeenCalledWith('/b.png');
    expect(reportRejected).toHaveBeenCalledWith('Niektóre pliki odrzucono. Limit rozmiaru: 5 MB.');
  });

  it('reads at most 10 files and refuses other types', async () => {
    const chosen: Record<string, number> = { '/notes.txt': 10, '/archive.png.exe': 10 };
    for (let i = 0; i < 12; i += 1) chosen[`/photo-${i}.gif`] = MB / 4;
    const { deps, readFile, reportRejected } = setup(chosen);
    const files = await pickImages(deps);
    expect(files).toHaveLength(LIMITS.images.maxFiles);
    expect(readFile).toHaveBeenCalledTimes(10);
    expect(reportRejected).toHaveBeenCalledWith('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP. Maksymalnie 10 plików.');
  });

  it('returns nothing when the dialog is cancelled', async () => {
    const { deps, readFile } = setup({ '/a.png': 10 }, true);
    expect(await pickImages(deps)).toEqual([]);
    expect(readFile).not.toHaveBeenCalled();
  });
});
