import { useId } from 'react';
import { formatDate, RODO_MESSAGES, type AdopterAdminProfile } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { personalDataExportUrl, useEraseAdopter } from './adopter-queries';

export interface AdopterRodoSectionProps {
  profile: AdopterAdminProfile;
  /** The person's name as shown before the erase (the confirmation names them). */
  name: string;
  onErased(next: AdopterAdminProfile): void;
}

/**
 * The person's RODO rights in their profile: the export of everything stored about them (a JSON
 * file and a readable text, downloaded straight from the API with the session cookie) and the
 * irreversible erase of their personal data, after a confirmation that names them.
 */
export function AdopterRodoSection({ profile, name, onErased }: AdopterRodoSectionProps) {
  const id = useId();
  const eraseData = useEraseAdopter(profile.id);
  const erasing = eraseData.isPending;

  const erase = async () => {
    if (!(await confirm({ message: RODO_MESSAGES.confirmErase(name), confirmLabel: 'Usuń dane osobowe' }))) return;
    try {
      const response = await eraseData.mutateAsync();
      toast.info(response.message);
      onErased(response.profile);
    } catch (error) {
      toast.error(errorMessage(error, RODO_MESSAGES.eraseFailed));
    }
  };

  return (
    <section className="adopter-profile__section" aria-labelledby={`${id}-rodo`}>
      <h3 id={`${id}-rodo`} className="adopter-profile__heading">
        Dane osobowe (RODO)
      </h3>
      {profile.erasedAt && (
        <p className="adopter-rodo__erased" role="status">
          {RODO_MESSAGES.erasedNotice} Usunięto: {formatDate(profile.erasedAt)}.
        </p>
      )}
      <div className="adopter-rodo__actions">
        <a className="btn btn--light btn--small" href={personalDataExportUrl(profile.id, 'json')} download={`dane-osobowe-${profile.id}.json`}>
          Pobierz dane (JSON)
        </a>
        <a className="btn btn--light btn--small" href={personalDataExportUrl(profile.id, 'text')} download={`dane-osobowe-${profile.id}.txt`}>
          Pobierz dane (tekst)
        </a>
        {!profile.erasedAt && (
          <button type="button" className="btn btn--small adopter-rodo__erase" disabled={erasing} onClick={() => void erase()}>
            {erasing ? 'Usuwanie…' : 'Usuń dane osobowe'}
          </button>
        )}
      </div>
    </section>
  );
}
