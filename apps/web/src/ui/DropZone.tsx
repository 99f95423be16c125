import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import './DropZone.css';

export interface DropZoneProps {
  /** Called with the files dropped or picked (unfiltered: the caller validates them). */
  onFiles(files: File[]): void;
  /** The `accept` attribute of the file input. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Main text, e.g. 'Przeciągnij i upuść zdjęcia tutaj'. */
  title: ReactNode;
  /** Smaller text under it (rules). */
  hint?: ReactNode;
  /** Label of the pick button. Default 'Wybierz pliki'. */
  buttonLabel?: string;
  /** Extra buttons next to the pick button (e.g. a native picker of the desktop app). */
  extraActions?: ReactNode;
  className?: string;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A file drop area: drag and drop files onto it, or pick them with its button (keyboard: Tab to
 * the button, Enter or Space). A click on the empty area opens the picker too. Drags that carry
 * no files (e.g. an image of the page) are ignored. The area is a group named by its title, and
 * says in data-dragging that files are being dragged over it.
 */
export function DropZone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  title,
  hint,
  buttonLabel = 'Wybierz pliki',
  extraActions,
  className,
}: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const titleId = useId();

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  return (
    <div
      className={['drop-zone', over ? 'drop-zone--over' : '', disabled ? 'drop-zone--disabled' : '', className ?? ''].filter(Boolean).join(' ')}
      data-dragging={over ? 'true' : undefined}
      role="group"
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) openPicker();
      }}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (disabled || !hasFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        depth.current = 0;
        setOver(false);
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      <span className="drop-zone__icon" aria-hidden="true">
        ⇪
      </span>
      <p id={titleId} className="drop-zone__title">
        {title}
      </p>
      {hint && (
        <p id={hintId} className="drop-zone__hint">
          {hint}
        </p>
      )}
      <div className="drop-zone__actions">
        <button type="button" className="btn btn--ghost btn--small" disabled={disabled} aria-describedby={hint ? hintId : undefined} onClick={openPicker}>
          {buttonLabel}
        </button>
        {extraActions}
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={buttonLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
