import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FOSTER_APPLY_PAGE, type FosterApplication } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { useUrlParams } from '../url-state';
import { ApplicationCard } from './ApplicationCard';
import { DeclineDialog } from './DeclineDialog';
import { fosterHomeHref } from './foster-format';
import { useAcceptApplication, useFosterApplications, type ApplicationsFilter } from './foster-queries';
import { APPLICATION_FILTERS, APPLICATIONS_PARAM, filterChange, filterOf } from './foster-url';
import { QueryBlock } from './QueryBlock';
import { StatusFilter } from './StatusFilter';

export const ACCEPT_QUESTION = 'Dom tymczasowy zostanie dodany do listy z danymi ze zgłoszenia.';
export const ACCEPT_FAILED = 'Nie udało się przyjąć zgłoszenia. Spróbuj ponownie.';

const EMPTY: Record<ApplicationsFilter, string> = {
  nowe: 'Brak nowych zgłoszeń.',
  przyjete: 'Nie ma jeszcze przyjętych zgłoszeń.',
  odrzucone: 'Nie ma odrzuconych zgłoszeń.',
  wszystkie: 'Nie ma jeszcze żadnych zgłoszeń.',
};

/** "Zgłoszenia": the applications of the chosen status, newest first as the server sends them. */
export function ApplicationsPanel() {
  const [params, writeParams] = useUrlParams();
  const status = filterOf(APPLICATION_FILTERS, params.get(APPLICATIONS_PARAM));
  const query = useFosterApplications(status);
  const accept = useAcceptApplication();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<FosterApplication | null>(null);

  const onAccept = async (application: FosterApplication) => {
    if (!(await confirm({ message: ACCEPT_QUESTION, confirmLabel: 'Przyjmij' }))) return;
    accept.mutate(application.id, {
      onSuccess: ({ message, home }) => {
        toast.info(message);
        void navigate(fosterHomeHref(home.id));
      },
      onError: (error) => toast.error(errorMessage(error, ACCEPT_FAILED)),
    });
  };

  return (
    <>
      <StatusFilter
        label="Pokaż zgłoszenia"
        options={APPLICATION_FILTERS}
        value={status}
        onChange={(value) => writeParams(filterChange(APPLICATIONS_PARAM, APPLICATION_FILTERS, value), { now: true })}
      />
      <QueryBlock query={query} loading="Wczytywanie zgłoszeń…" failed="Nie udało się wczytać zgłoszeń.">
        {(applications) =>
          applications.length === 0 ? (
            <p className="foster-empty">
              {EMPTY[status]} Zgłoszenia przychodzą z formularza na stronie <a href={FOSTER_APPLY_PAGE}>„Zostań domem tymczasowym”</a>.
            </p>
          ) : (
            <ul className="foster-list" aria-label="Zgłoszenia">
              {applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} busy={accept.isPending} onAccept={(item) => void onAccept(item)} onDecline={setDeclining} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBlock>
      {declining && <DeclineDialog application={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
