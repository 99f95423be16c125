import {
  ADOPTION_MESSAGES,
  isValidEmail,
  MESSAGES,
  SURVEY_CLOSE_REASON_LABELS,
  TIMINGS,
  type AnimalListItem,
  type ComposeMailInput,
  type SurveyAdminAnimal,
  type SurveyAdminDetail,
  type SurveyAnswerEntry,
} from '@pets/shared';

/**
 * What the survey modal may offer for each animal (SPEC section 4, "Animal inside a survey"),
 * the selection auto-save, the answer groups and the reply form's checks. The server enforces the
 * same rules; these only decide which buttons make sense.
 */

/** Free to reserve: available, nobody holds it, not 'Za Tęczowym Mostem'. */
export function canReserve(animal: SurveyAdminAnimal): boolean {
  return !animal.reserved && !animal.adopted && !animal.tm && animal.status === 'Dostępny';
}

/** Can be adopted through this survey: reserved by it, or free. */
export function canAdopt(animal: SurveyAdminAnimal): boolean {
  if (animal.adopted || animal.tm) return false;
  return animal.reservedByMe || (!animal.reserved && animal.status === 'Dostępny');
}

/** Why an animal cannot leave the selection, or null when it can. */
export function removalRefusal(animal: Pick<SurveyAdminAnimal, 'reservedByMe' | 'adoptedByMe'>): string | null {
  if (animal.reservedByMe) return MESSAGES.admin.reservedCannotRemove;
  if (animal.adoptedByMe) return ADOPTION_MESSAGES.adoptedCannotRemove;
  return null;
}

/**
 * A short state of the animal as this survey sees it. An animal another survey holds is described
 * by HeldElsewhere ("zarezerwowana w ankiecie #12") instead.
 */
export function animalStateLabel(animal: SurveyAdminAnimal): string {
  if (animal.adoptedByMe) return 'Adoptowany przez tę ankietę';
  if (animal.reservedByMe) return 'Zarezerwowany przez tę ankietę';
  if (animal.tm) return 'Za Tęczowym Mostem';
  if (animal.adopted) return 'Adoptowany';
  if (animal.reserved) return 'Zarezerwowany';
  return animal.status;
}

const BUCKET_TEXT = { new: 'Nowa', reserved: 'Z rezerwacją', done: MESSAGES.admin.surveyFinished } as const;

/** The survey's state as its badge says it: 'Nowa', 'Z rezerwacją', 'zakończona' (adopted) or its closing reason. */
export function surveyStateText(detail: Pick<SurveyAdminDetail, 'bucket' | 'closure'>): string {
  return detail.closure ? SURVEY_CLOSE_REASON_LABELS[detail.closure.reason] : BUCKET_TEXT[detail.bucket];
}

/** A picked animal the server has not described yet, shaped like the detail's animals. */
export function fromPicker(animal: AnimalListItem): SurveyAdminAnimal {
  return {
    id: animal.id_zwierzaka,
    name: animal.imie,
    cover: animal.cover,
    species: animal.gatunek,
    status: animal.status,
    tm: animal.TM === 'Tak',
    selected: true,
    reserved: animal.status === 'Zarezerwowany',
    reservedByMe: false,
    reservedSince: null,
    reservedBySurveyId: null,
    adopted: animal.status === 'Adoptowany',
    adoptedByMe: false,
    adoptedAt: null,
    sex: animal.plec,
    elsewhere: null,
    otherOpenSurveys: 0,
  };
}

export function sameSelection(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Survey answers under their section headings (entries of a section are consecutive). */
export function groupAnswers(entries: readonly SurveyAnswerEntry[]): { group: string | null; entries: SurveyAnswerEntry[] }[] {
  const groups: { group: string | null; entries: SurveyAnswerEntry[] }[] = [];
  for (const entry of entries) {
    const group = entry.group ?? null;
    const last = groups[groups.length - 1];
    if (last && last.group === group) last.entries.push(entry);
    else groups.push({ group, entries: [entry] });
  }
  return groups;
}

export interface SelectionSaver {
  /** The admin changed the selection: saved after the auto-save delay, if it differs from the saved one. */
  change(ids: readonly number[]): void;
  /** Saves a pending change now and waits for any save in progress (before an action). */
  flush(): Promise<void>;
  /** The server's selection after an action: nothing pending any more. */
  reset(savedIds: readonly number[]): void;
}

/**
 * The selection auto-save of SPEC section 4: 300 ms after the last change, only when the selection
 * differs from the last saved one; a failed save is silent (the next change tries again).
 */
export function createSelectionSaver(
  initial: readonly number[],
  save: (ids: readonly number[]) => Promise<unknown>,
  delay: number = TIMINGS.surveySelectionAutosave,
): SelectionSaver {
  let saved: readonly number[] = [...initial];
  let pending: readonly number[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const fire = () => {
    clearTimeout(timer);
    timer = undefined;
    const ids = pending;
    pending = null;
    if (!ids || sameSelection(ids, saved)) return;
    running = running.then(() =>
      save(ids).then(
        () => {
          saved = ids;
        },
        () => undefined,
      ),
    );
  };

  return {
    change(ids) {
      pending = [...ids];
      clearTimeout(timer);
      timer = setTimeout(fire, delay);
    },
    async flush() {
      fire();
      await running;
    },
    reset(savedIds) {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      saved = [...savedIds];
    },
  };
}

export interface ComposeFields {
  to: string;
  subject: string;
  body: string;
}

export type ComposeErrors = Partial<Record<keyof ComposeFields, string>>;

/** The three checks of SPEC section 5 (e-mail compose), each field with its own message. */
export function validateCompose(fields: ComposeFields): ComposeErrors {
  const errors: ComposeErrors = {};
  if (!isValidEmail(fields.to)) errors.to = MESSAGES.compose.invalidRecipient;
  if (fields.subject.trim().length < 3) errors.subject = MESSAGES.compose.subjectTooShort;
  if (fields.body.trim() === '') errors.body = MESSAGES.compose.bodyEmpty;
  return errors;
}

/** The request of POST /contact/admin/send: the body as typed; the server builds the e-mail's HTML from it. */
export function composeRequest(fields: ComposeFields): ComposeMailInput {
  return { to: fields.to.trim(), subject: fields.subject.trim(), text: fields.body };
}
