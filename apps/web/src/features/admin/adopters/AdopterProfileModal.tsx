import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import {
  ADOPTION_MESSAGES,
  MESSAGES,
  adopterUpdateSchema,
  NOTE_MESSAGES,
  RESERVATION_MESSAGES,
  formatDate,
  type AdopterAdminProfile,
} from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { surveyLink } from '../surveys/survey-url';
import { SmallCover } from '../surveys/SmallCover';
import { Dialog } from '../../../ui/Dialog';
import { ADOPTER_FIELDS, AdopterFieldInputs } from './AdopterFieldInputs';
import { NoteForm } from '../ui/NoteForm';
import { Timeline } from '../ui/Timeline';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { ContractsSection } from '../contracts/ContractsSection';
import { AdopterRodoSection } from './AdopterRodoSection';
import { viewOf } from '../query-view';
import { useAvailableAnimals } from '../animals/animal-queries';
import type { AdopterFormFields } from './adopter-fields';
import { availableForAdoption, useAdopterAnimalAction, useAdopterProfile, useUpdateAdopter, type AdopterAnimalAction } from './adopter-queries';
import { ReservedForAdopter } from './ReservedForAdopter';

export interface AdopterProfileModalProps {
  adopterId: number;
  onClose(): void;
}

/**
 * The adopter profile (SPEC "Adopters" and the dashboard): editable contact data, the animals they
 * adopted (adoption id, date, name, species, cover), an adoption recorded without a survey, and
 * their surveys (id, date, species, animals) with a way to open each, staff notes with the history
 * of the person, an e-mail to them (from a template if staff like, recorded in their history),
 * and the person's RODO rights (export, erase).
 */
export function AdopterProfileModal({ adopterId, onClose }: AdopterProfileModalProps) {
  const query = useAdopterProfile(adopterId);
  const view = viewOf(query);
  const current = query.data ?? null;
  const name = current ? `${current.adopter.firstName} ${current.adopter.lastName}`.trim() : '';

  let body;
  if (view.status === 'loading') body = <Loader block label="Wczytywanie profilu…" />;
  else if (view.status === 'error') body = <ErrorCard message={MESSAGES.admin.profileFailed} onRetry={() => void query.refetch()} />;
  else body = <ProfileView profile={view.data} onClose={onClose} />;

  return (
    <Dialog variant="panel" size="lg" title={name ? `Adoptujący: ${name}` : 'Profil adoptującego'} onClose={onClose} className="adopter-profile">
      {body}
    </Dialog>
  );
}

// The server's own schema of PUT /adopters/:id; `raw` sends the fields as typed (the server normalises them).
const resolver = zodResolver(adopterUpdateSchema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<AdopterFormFields>;

const toFields = (profile: AdopterAdminProfile): AdopterFormFields => ({
  firstName: profile.adopter.firstName,
  lastName: profile.adopter.lastName,
  email: profile.adopter.email,
  phone: profile.adopter.phone,
  zip: profile.adopter.zip,
  city: profile.adopter.city,
});

function ProfileView({ profile, onClose }: { profile: AdopterAdminProfile; onClose(): void }) {
  const navigate = useNavigate();
  // Checked on the first save, then each field again as it is typed in (until a save succeeds).
  // No field takes the focus on an error: the save button keeps it, as before.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: saving },
  } = useForm<AdopterFormFields>({ defaultValues: toFields(profile), resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [choice, setChoice] = useState('');
  const id = useId();
  // Each write refreshes what it changed itself (adopter-queries.ts); the screen says how it went.
  const update = useUpdateAdopter(profile.id);
  const animalAction = useAdopterAnimalAction(profile.id);
  const working = animalAction.isPending;
  // After an erase only placeholders are left: nothing to edit.
  const erased = Boolean(profile.erasedAt);

  const available = useAvailableAnimals(null, availableForAdoption);

  const save = handleSubmit(async (fields) => {
    try {
      const response = await update.mutateAsync(fields);
      toast.info(response.message || ADOPTION_MESSAGES.adopterSaved);
      // The saved data as the server normalised it; the next save is a first attempt again.
      reset(toFields(response.profile));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of ADOPTER_FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
      toast.error(errorMessage(error, ADOPTION_MESSAGES.adopterSaveFailed));
    }
  });

  const run = async (action: AdopterAnimalAction, success: string, fallback: string) => {
    try {
      await animalAction.mutateAsync(action);
      toast.info(success);
      setChoice('');
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    }
  };

  const adopt = async () => {
    const animalId = Number(choice);
    if (!animalId) return;
    if (!(await confirm({ message: MESSAGES.confirm.adopt }))) return;
    await run({ kind: 'adopt', animalId }, MESSAGES.admin.adopted, MESSAGES.admin.adoptFailed);
  };

  const adoptReserved = async (animalId: number) => {
    if (!(await confirm({ message: MESSAGES.confirm.adopt }))) return;
    await run({ kind: 'adopt', animalId }, MESSAGES.admin.adopted, MESSAGES.admin.adoptFailed);
  };

  const unreserve = async (animalId: number, animalName: string) => {
    if (!(await confirm({ message: `Cofnąć rezerwację „${animalName}” dla tego adoptującego?`, confirmLabel: 'Cofnij rezerwację' }))) return;
    await run({ kind: 'unreserve', animalId }, RESERVATION_MESSAGES.unreservedNamed(animalName), MESSAGES.admin.unreserveFailed);
  };

  const cancel = async (adoptionId: number, animalName: string) => {
    if (!(await confirm({ message: MESSAGES.confirm.cancelAdoption(animalName) }))) return;
    await run({ kind: 'cancelAdoption', adoptionId }, MESSAGES.admin.adoptionCancelled, MESSAGES.admin.cancelAdoptionFailed);
  };

  const openSurvey = (surveyId: number) => {
    onClose();
    void navigate(surveyLink(surveyId));
  };

  return (
    <div className="adopter-profile__layout">
      <section className="adopter-profile__section" aria-labelledby={`${id}-data`}>
        <h3 id={`${id}-data`} className="adopter-profile__heading">
          Dane adoptującego
        </h3>
        <form
          className="adopter-form"
          noValidate
          onSubmit={(event) => {
            if (!saving) void save(event);
            else event.preventDefault();
          }}
        >
          <AdopterFieldInputs idPrefix={id} register={register} errors={errors} disabled={erased} />
          <div className="adopter-form__actions">
            <span className="adopters-muted">Zmieniono: {formatDate(profile.adopter.updatedAt)}</span>
            <button type="submit" className="btn btn--primary" disabled={saving || erased}>
              {saving ? 'Zapisywanie…' : 'Zapisz zmiany'}
            </button>
          </div>
        </form>
      </section>

      <section className="adopter-profile__section" aria-labelledby={`${id}-animals`}>
        <h3 id={`${id}-animals`} className="adopter-profile__heading">
          Adoptowane zwierzęta
        </h3>
        {profile.adoptedAnimals.length === 0 ? (
          <p className="adopters-muted">{MESSAGES.admin.profileNoAdoptions}</p>
        ) : (
          <ul className="adopted-list">
            {profile.adoptedAnimals.map((item) => (
              <li key={item.adoptionId} className="adopted-item">
                <SmallCover path={item.animal.cover} size={56} />
                <div className="adopted-item__info">
                  <span className="adopted-item__name">{item.animal.name}</span>
                  <span className="adopters-muted">
                    {item.animal.species} · Adopcja #{item.adoptionId} · {formatDate(item.date)}
                    {item.surveyId ? ` · ankieta #${item.surveyId}` : ' · bez ankiety'}
                  </span>
                </div>
                <button type="button" className="btn btn--light btn--small" disabled={working} onClick={() => void cancel(item.adoptionId, item.animal.name)}>
                  Anuluj adopcję<span className="visually-hidden">: {item.animal.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <ReservedForAdopter
          reserved={profile.reservedAnimals}
          disabled={working || erased}
          onAdopt={(animalId) => void adoptReserved(animalId)}
          onUnreserve={(animalId, animalName) => void unreserve(animalId, animalName)}
        />
        <div className="adopter-new">
          <label htmlFor={`${id}-adopt`} className="adopter-new__label">
            Nowa adopcja bez ankiety
          </label>
          {available.isPending ? (
            <Loader label="Wczytywanie dostępnych zwierząt…" />
          ) : available.isError && !available.data ? (
            <p className="adopters-muted">Nie udało się pobrać dostępnych zwierząt.</p>
          ) : (available.data ?? []).length === 0 ? (
            <p className="adopters-muted">Brak dostępnych zwierząt.</p>
          ) : (
            <div className="adopter-new__row">
              <select id={`${id}-adopt`} value={choice} onChange={(event) => setChoice(event.target.value)}>
                <option value="">Wybierz zwierzaka…</option>
                {(available.data ?? []).map((animal) => (
                  <option key={animal.id_zwierzaka} value={animal.id_zwierzaka}>
                    {animal.imie} ({animal.gatunek})
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn--ghost btn--small" disabled={choice === '' || working} onClick={() => void adopt()}>
                Adoptuj
              </button>
            </div>
          )}
        </div>
      </section>

      <ContractsSection
        of={{ adopterId: profile.id }}
        sectionClassName="adopter-profile__section"
        headingClassName="adopter-profile__heading"
      />

      <section className="adopter-profile__section" aria-labelledby={`${id}-surveys`}>
        <h3 id={`${id}-surveys`} className="adopter-profile__heading">
          Ankiety
        </h3>
        {profile.surveys.length === 0 ? (
          <p className="adopters-muted">{MESSAGES.admin.profileNoSurveys}</p>
        ) : (
          <ul className="profile-surveys">
            {profile.surveys.map((survey) => (
              <li key={survey.id} className="profile-survey">
                <div className="profile-survey__info">
                  <span className="profile-survey__title">
                    Ankieta #{survey.id} · {formatDate(survey.createdAt)}
                  </span>
                  <span className="adopters-muted">
                    {survey.species}
                    {survey.animals.length > 0 ? ` · ${survey.animals.map((animal) => animal.name).join(', ')}` : ' · bez wybranych zwierząt'}
                  </span>
                </div>
                <button type="button" className="btn btn--light btn--small" onClick={() => openSurvey(survey.id)}>
                  Otwórz<span className="visually-hidden"> ankietę #{survey.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {!erased && (
        <section className="adopter-profile__section" aria-labelledby={`${id}-mail`}>
          <h3 id={`${id}-mail`} className="adopter-profile__heading">
            Wiadomość do adoptującego
          </h3>
          <ComposeForm key={profile.adopter.email} defaultTo={profile.adopter.email} defaultSubject="" context={{ adopterId: profile.id }} label="Nowa wiadomość" />
        </section>
      )}

      <div className="adopter-profile__section">
        <Timeline subjectType="adopter" subjectId={profile.id} title="Notatki i historia">
          <NoteForm subjectType="adopter" subjectId={profile.id} disabledReason={erased ? NOTE_MESSAGES.erased : null} />
        </Timeline>
      </div>

      <AdopterRodoSection
        profile={profile}
        name={`${profile.adopter.firstName} ${profile.adopter.lastName}`.trim()}
        onErased={(next) => reset(toFields(next))}
      />
    </div>
  );
}
