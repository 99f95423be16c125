import { LIMITS, imageRejectionMessage, type DesktopFile } from '@pets/shared';

/**
 * Client-side image rules of SPEC section 5: at most 10 files, each at most 5 MB, JPG/JPEG, PNG,
 * GIF or WEBP judged by the file name's extension. The server checks the content again; this only
 * spares the administrator an upload that would be refused.
 */

export type ImageRejectionReason = 'type' | 'size' | 'count';

/** What the checks need of a file (a File, or a desktop file before it becomes one). */
export interface NamedSized {
  name: string;
  size: number;
}

export interface ImageSelection<T extends NamedSized> {
  accepted: T[];
  rejected: { file: T; reason: ImageRejectionReason }[];
  /** The composed rejection message, or null when every file was accepted. */
  message: string | null;
}

export const IMAGE_RULES = LIMITS.images;

/** The `accept` attribute of the file inputs: the extensions and their MIME types. */
export const IMAGE_ACCEPT = [...IMAGE_RULES.extensions.map((ext) => `.${ext}`), ...IMAGE_RULES.mimeTypes].join(',');

/** 'Zdjęcie.JPG' -> 'jpg'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedImageExtension(name: string): boolean {
  return (IMAGE_RULES.extensions as readonly string[]).includes(fileExtension(name));
}

/** The message for a set of reasons: 'Niektóre pliki odrzucono.' plus the parts that applied. */
export function rejectionMessage(reasons: Iterable<ImageRejectionReason>): string {
  const set = new Set(reasons);
  return imageRejectionMessage({ type: set.has('type'), size: set.has('size'), count: set.has('count') });
}

/**
 * Splits the files the administrator dropped or picked into accepted and rejected ones.
 * `alreadyCount` is how many images already take a slot (queued new files, and on edit the
 * existing images that are not marked for deletion). Type is checked first, then size; only
 * files passing both take one of the remaining slots, in the order given.
 */
export function selectImageFiles<T extends NamedSized>(
  incoming: readonly T[],
  alreadyCount = 0,
  maxFiles: number = IMAGE_RULES.maxFiles,
): ImageSelection<T> {
  const accepted: T[] = [];
  const rejected: { file: T; reason: ImageRejectionReason }[] = [];
  let free = Math.max(0, maxFiles - alreadyCount);
  for (const file of incoming) {
    if (!hasAllowedImageExtension(file.name)) rejected.push({ file, reason: 'type' });
    else if (file.size > IMAGE_RULES.maxBytes) rejected.push({ file, reason: 'size' });
    else if (free <= 0) rejected.push({ file, reason: 'count' });
    else {
      accepted.push(file);
      free -= 1;
    }
  }
  return { accepted, rejected, message: rejected.length > 0 ? rejectionMessage(rejected.map((item) => item.reason)) : null };
}

/** Files from the desktop app's native picker as ordinary File objects. */
export function desktopFilesToFiles(files: readonly DesktopFile[]): File[] {
  return files.map((file) => new File([file.data], file.name, { type: file.type }));
}

/** A copy of the list with the item at `index` moved to the front (it becomes the thumbnail). */
export function moveToFront<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  const copy = [...items];
  const [chosen] = copy.splice(index, 1);
  return [chosen as T, ...copy];
}

/** A copy of the list without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** '1,5 MB' / '320 kB' for the previews. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pl-PL')} kB`;
}
