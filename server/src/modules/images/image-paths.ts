/** The public path of a stored image (its original); variants add ?w=card|full. */
export function imagePath(filename: string): string {
  return `/api/images/${encodeURIComponent(filename)}`;
}

/** Stored names are a content hash plus an extension; anything else is never looked up. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{16,64}\.(?:jpg|jpeg|png|gif|webp)$/;
