import { useId, useRef } from 'react';
import { HEALTH_ATTACHMENTS_PER_ENTRY, type HealthEntry } from '@pets/shared';
import { toast } from '../../../ui/toast-store';
import { actionErrorMessage } from '../animals/animals-api';
import { attachmentUrl, useAddAttachment } from './care-record-queries';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/**
 * An entry's invoices and test results (coordination: the answer has them only for those who
 * see costs): links to download, and "Dołącz plik" while there is room.
 */
export function EntryAttachments({ animalId, entry }: { animalId: number; entry: HealthEntry }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const add = useAddAttachment(animalId, entry.id);
  if (!entry.attachments) return null;
  const files = entry.attachments;

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      toast.info((await add.mutateAsync(file)).message);
    } catch (error) {
      toast.error(actionErrorMessage(error, 'Nie udało się dołączyć pliku.'));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="health-files">
      {files.length > 0 && (
        <ul className="health-files__list" aria-label={`Pliki wpisu: ${entry.description}`}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={attachmentUrl(animalId, entry.id, file.id)} download={file.name}>
                {file.name}
              </a>{' '}
              <span className="health-files__size">({kilobytes(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
      {files.length < HEALTH_ATTACHMENTS_PER_ENTRY && (
        <div className="health-files__add">
          <label htmlFor={inputId} className="btn btn--light btn--small">
            {add.isPending ? 'Dołączanie…' : 'Dołącz fakturę lub wynik'}
          </label>
          <input
            id={inputId}
            ref={input}
            className="visually-hidden"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
            disabled={add.isPending}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <span id={`${inputId}-hint`} className="health-files__size">
            PDF lub zdjęcie, do 5 MB
          </span>
        </div>
      )}
    </div>
  );
}
