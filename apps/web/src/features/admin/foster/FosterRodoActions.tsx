import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath, FOSTER_ADMIN } from '@pets/shared';
import { API_BASE, errorMessage } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { useAdminUser } from '../admin-session';
import { refreshHistory } from '../ui/history-query';
import { fosterKeys } from './foster-queries';

type Subject = { kind: 'home'; id: number } | { kind: 'application'; id: number };

const ENDPOINTS = {
  home: { exportPath: FOSTER_ADMIN.exportHome.path, erase: FOSTER_ADMIN.eraseHome, file: 'dane-dt' },
  application: { exportPath: FOSTER_ADMIN.exportApplication.path, erase: FOSTER_ADMIN.eraseApplication, file: 'dane-zgloszenie-dt' },
} as const;

/**
 * A foster carer's or applicant's RODO rights (administrators, like the adopters'): the export of
 * everything kept about them, found by their address, and the irreversible erase after a
 * confirmation that names them and says what stays (the animals' dates, without them).
 */
export function FosterRodoActions({ subject, name, onErased }: { subject: Subject; name: string; onErased?(): void }) {
  const queryClient = useQueryClient();
  const isAdministrator = useAdminUser()?.role === 'administrator';
  const endpoints = ENDPOINTS[subject.kind];
  const erase = useMutation({
    mutationFn: () => callEndpoint(endpoints.erase, { params: { id: subject.id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: fosterKeys.all }), refreshHistory(queryClient)]),
  });
  if (!isAdministrator) return null;

  const onErase = async () => {
    const message =
      `Usunąć dane osobowe: ${name}? Usuniemy zgłoszenia, dane kontaktowe, notatki, wpisy opiekuna, umowę i wysłane e-maile. ` +
      'Przy zwierzakach zostaną tylko daty pobytu, bez danych opiekuna. Tego nie można cofnąć.';
    if (!(await confirm({ message, confirmLabel: 'Usuń dane osobowe' }))) return;
    try {
      const answer = await erase.mutateAsync();
      toast.info(answer.message);
      onErased?.();
    } catch (error) {
      toast.error(errorMessage(error, 'Nie udało się usunąć danych. Spróbuj ponownie.'));
    }
  };

  return (
    <div className="button-row foster-rodo">
      <a className="btn btn--light btn--small" href={`${API_BASE}${endpointPath(endpoints.exportPath, { id: subject.id })}`} download={`${endpoints.file}-${subject.id}.json`}>
        Pobierz dane osobowe (RODO)<span className="visually-hidden">: {name}</span>
      </a>
      <button type="button" className="btn btn--small adopter-rodo__erase" disabled={erase.isPending} onClick={() => void onErase()}>
        {erase.isPending ? 'Usuwanie…' : 'Usuń dane osobowe'}
        <span className="visually-hidden">: {name}</span>
      </button>
    </div>
  );
}
