import { bySex, type SurveyAdminAnimal } from '@pets/shared';
import { NotifyPendingApplicants } from './NotifyOtherApplicants';

/**
 * Under an animal this survey reserved or adopted: how many other open surveys chose it too.
 * Their senders not told yet get the e-mail from the button beside it.
 */
export function OtherApplicants({ animal }: { animal: SurveyAdminAnimal }) {
  const count = animal.otherOpenSurveys;
  if (count === 0 || !(animal.reservedByMe || animal.adoptedByMe)) return null;
  const pronoun = bySex(animal.sex, 'go', 'ją');
  return (
    <div className="other-applicants">
      <p className="other-applicants__text">
        {count === 1 ? `Wybrała ${pronoun} też 1 inna otwarta ankieta.` : `Wybrały ${pronoun} też inne otwarte ankiety: ${count}.`}
      </p>
      <NotifyPendingApplicants animalId={animal.id} />
    </div>
  );
}
