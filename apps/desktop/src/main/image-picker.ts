import { LIMITS, imageRejectionMessage, type DesktopFile } from '@pets/shared';

/**
 * The native image picker behind DesktopBridge.pickImages: the same rules as the drop zone
 * (LIMITS.images, SPEC section 9): JPG/JPEG, PNG, GIF, WEBP, at most 5 MB each, at most 10 files.
 * Sizes are checked with stat before anything is read, so choosing a huge file costs nothing; the
 * files that break a rule are reported with the drop zone's rejection message.
 */
export const PICKER_DIALOG = {
  title: 'Wybierz zdjęcia zwierzaka',
  buttonLabel: 'Wybierz',
  properties: ['openFile', 'multiSelections'] as Array<'openFile' | 'multiSelections'>,
  filters: [{ name: 'Zdjęcia (JPG, PNG, GIF, WEBP)', extensions: [...LIMITS.images.extensions] }],
};

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export interface PickerDeps {
  showOpenDialog(options: typeof PICKER_DIALOG): Promise<{ canceled: boolean; filePaths: string[] }>;
  stat(path: string): Promise<{ size: number; isFile(): boolean }>;
  readFile(path: string): Promise<Uint8Array>;
  basename(path: string): string;
  /** Shows the rejection message (a native message box); not awaited. */
  reportRejected(message: string): void;
}

export async function pickImages(deps: PickerDeps): Promise<DesktopFile[]> {
  const { canceled, filePaths } = await deps.showOpenDialog(PICKER_DIALOG);
  if (canceled || filePaths.length === 0) return [];
  const reasons = { type: false, size: false, count: false };
  const files: DesktopFile[] = [];
  for (const path of filePaths) {
    const name = deps.basename(path);
    const type = MIME_BY_EXTENSION[extension(name)];
    if (!type) {
      reasons.type = true;
      continue;
    }
    let size: number;
    try {
      const info = await deps.stat(path);
      if (!info.isFile()) {
        reasons.type = true;
        continue;
      }
      size = info.size;
    } catch {
      reasons.type = true;
      continue;
    }
    if (size > LIMITS.images.maxBytes) {
      reasons.size = true;
      continue;
    }
    if (files.length >= LIMITS.images.maxFiles) {
      reasons.count = true;
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = await deps.readFile(path);
    } catch {
      continue; // Unreadable (permissions, removed meanwhile): nothing to hand over.
    }
    if (bytes.byteLength > LIMITS.images.maxBytes) {
      reasons.size = true;
      continue;
    }
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    files.push({ name, type, size: bytes.byteLength, data });
  }
  if (reasons.type || reasons.size || reasons.count) deps.reportRejected(imageRejectionMessage(reasons));
  return files;
}
