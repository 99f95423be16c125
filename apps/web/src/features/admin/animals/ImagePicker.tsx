import { useState } from 'react';
import { IMAGE_RULES, IMAGE_ACCEPT, desktopFilesToFiles, formatFileSize } from './image-files';
import type { ImageQueue } from './use-image-queue';
import { getDesktopBridge } from '../../../platform/desktop';
import { DropZone } from '../../../ui/DropZone';
import { toast } from '../../../ui/toast-store';

export interface ImagePickerProps {
  queue: ImageQueue;
  disabled?: boolean;
  /**
   * True on the add form: the first image is the thumbnail (badge 'Miniatura') and any other can
   * be made the thumbnail. On edit the animal keeps its cover, so new images are just appended.
   */
  thumbnailChoice: boolean;
  /** Places left (10 minus the images kept on edit); shown in the hint. */
  freeSlots?: number;
  /** Heading text of the previews list. */
  listLabel?: string;
}

const HINT = `JPG, JPEG, PNG, GIF lub WEBP, każde do 5 MB, najwyżej ${IMAGE_RULES.maxFiles} zdjęć.`;

/**
 * The image drop zone with previews (SPEC "Animal add" and "Edit animal modal"): drag and drop or
 * pick files (and the desktop app's native picker when it exists), the same checks for all.
 */
export function ImagePicker({ queue, disabled = false, thumbnailChoice, freeSlots, listLabel = 'Nowe zdjęcia' }: ImagePickerProps) {
  const desktop = getDesktopBridge();
  const [picking, setPicking] = useState(false);
  const left = freeSlots === undefined ? undefined : Math.max(0, freeSlots - queue.items.length);

  async function pickNative() {
    if (!desktop) return;
    setPicking(true);
    try {
      const picked = await desktop.pickImages();
      if (picked.length > 0) queue.add(desktopFilesToFiles(picked));
    } catch {
      toast.error('Nie udało się otworzyć okna wyboru plików.');
    } finally {
      setPicking(false);
    }
  }

  return (
    <div className="image-picker">
      <DropZone
        onFiles={queue.add}
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        title="Przeciągnij i upuść zdjęcia tutaj"
        hint={left === undefined ? HINT : `${HINT} Wolnych miejsc: ${left}.`}
        buttonLabel="Wybierz zdjęcia"
        extraActions={
          desktop ? (
            <button type="button" className="btn btn--light btn--small" disabled={disabled || picking} onClick={() => void pickNative()}>
              Wybierz z komputera (aplikacja)
            </button>
          ) : undefined
        }
      />
      {queue.items.length > 0 && (
        <>
          <p className="image-picker__label">
            {listLabel} ({queue.items.length})
          </p>
          <ul className="image-grid" aria-label={listLabel}>
            {queue.items.map((item, index) => {
              const isThumbnail = thumbnailChoice && index === 0;
              return (
                <li key={item.id} className={isThumbnail ? 'image-tile image-tile--cover' : 'image-tile'}>
                  <div className="image-tile__frame">
                    {item.url ? <img src={item.url} alt={`Podgląd: ${item.file.name}`} className="image-tile__img" /> : null}
                    {isThumbnail && <span className="image-tile__badge">Miniatura</span>}
                  </div>
                  <p className="image-tile__name" title={item.file.name}>
                    {item.file.name}
                    <span className="image-tile__size"> · {formatFileSize(item.file.size)}</span>
                  </p>
                  <div className="image-tile__actions">
                    {thumbnailChoice && !isThumbnail && (
                      <button
                        type="button"
                        className="btn btn--light btn--small"
                        disabled={disabled}
                        aria-label={`Ustaw jako miniaturę: ${item.file.name}`}
                        onClick={() => queue.makeThumbnail(item.id)}
                      >
                        Ustaw jako miniaturę
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn--danger-ghost btn--small"
                      disabled={disabled}
                      aria-label={`Usuń: ${item.file.name}`}
                      onClick={() => queue.remove(item.id)}
                    >
                      Usuń
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The upload progress bar with its percentage. */
export function UploadProgress({ percent, label = 'Przesyłanie zdjęć' }: { percent: number; label?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress" role="group" aria-label={label}>
      <div className="upload-progress__row">
        <span>{label}…</span>
        <span className="upload-progress__value" aria-hidden="true">
          {value}%
        </span>
      </div>
      <progress className="upload-progress__bar" max={100} value={value} aria-label={`${label}: ${value}%`} />
    </div>
  );
}
