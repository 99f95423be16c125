import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FOSTER_ADMIN, SURVEY_FOSTER_MESSAGES as M, type FosterHomeAnimal, type FosterHomeDetail } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { adopterProfileHref } from '../adopter-link';
import { animalsChanged } from '../animals/animal-queries';
import { adopterKeys, contractKeys, dashboardKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';
import { fosterKeys } from './foster-queries';
import { personName } from './foster-format';

/** The carer adopts: the home's page and lists, the adopters, the animal and the contracts change. */
function useCarerAdoption(homeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (animalId: number) => callEndpoint(FOSTER_ADMIN.adoptByCarer, { params: { id: homeId }, input: { animalId } }),
    onSuccess: (_answer, animalId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fosterKeys.home(homeId) }),
        queryClient.invalidateQueries({ queryKey: fosterKeys.homes() }),
        queryClient.invalidateQueries({ queryKey: adopterKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        animalsChanged(queryClient, { taken: [animalId] }),
        refreshHistory(queryClient),
      ]),
  });
}

/**
 * "Adoptuje opiekun" (issue 33, item 7): the carer becomes the animal's adopter without retyping
 * (their data come from the home), after a question; then the adopter's profile opens, where the
 * adoption contract is made.
 */
export function CarerAdoptButton({ home, animal }: { home: FosterHomeDetail; animal: FosterHomeAnimal }) {
  const adoption = useCarerAdoption(home.id);
  const navigate = useNavigate();
  const person = personName(home);
  const run = async () => {
    const asked = await confirm({ message: M.carerAdoptConfirm(person), details: `${animal.name} → ${person}`, detailsLabel: 'Adopcja', confirmLabel: 'Zapisz adopcję' });
    if (!asked) return;
    try {
      const answer = await adoption.mutateAsync(animal.id);
      toast.info(answer.message);
      void navigate(adopterProfileHref(answer.adopterId));
    } catch (error) {
      toast.error(errorMessage(error, M.carerAdoptFailed));
    }
  };
  return (
    <button type="button" className="btn btn--light btn--small" disabled={adoption.isPending} onClick={() => void run()}>
      Adoptuje opiekun<span className="visually-hidden">: {animal.name}</span>
    </button>
  );
}
