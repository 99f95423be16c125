import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@pets/shared';
import { toast } from '../../../ui/toast-store';
import { moveToFront, removeAt, selectImageFiles } from './image-files';

/** A new image waiting for upload, with its preview (an object URL revoked when it goes away). */
export interface QueuedImage {
  id: number;
  file: File;
  url: string;
}

let nextId = 1;

export interface ImageQueue {
  items: QueuedImage[];
  /** Validates and appends files; rejected ones produce the rejection toast (about 4 s). */
  add(files: readonly File[]): void;
  remove(id: number): void;
  /** Moves the image to the front: it becomes the thumbnail. */
  makeThumbnail(id: number): void;
  /** Drops every image (after a successful upload or a reset). */
  clear(): void;
  files(): File[];
}

function createObjectUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(url: string): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * New images of the add form and the edit modal. `reservedSlots` counts images that already take
 * one of the 10 places (the existing images kept on edit).
 */
export function useImageQueue(reservedSlots = 0): ImageQueue {
  const [items, setItems] = useState<QueuedImage[]>([]);
  const itemsRef = useRef<QueuedImage[]>(items);
  const reservedRef = useRef(reservedSlots);
  useEffect(() => {
    itemsRef.current = items;
    reservedRef.current = reservedSlots;
  });

  // Revoke whatever is still queued when the form goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) revoke(item.url);
    },
    [],
  );

  const update = useCallback((next: QueuedImage[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const current = itemsRef.current;
      const selection = selectImageFiles(files, reservedRef.current + current.length);
      if (selection.message) toast.error(selection.message, { duration: TIMINGS.toastRejection });
      if (selection.accepted.length === 0) return;
      update([...current, ...selection.accepted.map((file) => ({ id: nextId++, file, url: createObjectUrl(file) }))]);
    },
    [update],
  );

  const remove = useCallback(
    (id: number) => {
      const current = itemsRef.current;
      const index = current.findIndex((item) => item.id === id);
      if (index < 0) return;
      revoke(current[index]!.url);
      update(removeAt(current, index));
    },
    [update],
  );

  const makeThumbnail = useCallback(
    (id: number) => {
      const current = itemsRef.current;
      update(moveToFront(current, current.findIndex((item) => item.id === id)));
    },
    [update],
  );

  const clear = useCallback(() => {
    for (const item of itemsRef.current) revoke(item.url);
    update([]);
  }, [update]);

  const files = useCallback(() => itemsRef.current.map((item) => item.file), []);

  return { items, add, remove, makeThumbnail, clear, files };
}
