import { z } from 'zod';
import { lengthCap } from '../schemas/common.js';

/**
 * Foster homes in the adoption work (issue 33, item 7): what the survey modal shows of the
 * chosen animals' foster homes, the foster home's opinion ("opinia DT") staff mark on a survey,
 * and a carer adopting their own animal.
 */

export const FOSTER_OPINIONS = ['pozytywna', 'zastrzezenia', 'negatywna'] as const;
export type FosterOpinion = (typeof FOSTER_OPINIONS)[number];

/** How the panel writes each opinion ("Opinia DT: z zastrzeżeniami"). */
export const FOSTER_OPINION_LABELS: Record<FosterOpinion, string> = {
  pozytywna: 'pozytywna',
  zastrzezenia: 'z zastrzeżeniami',
  negatywna: 'negatywna',
};

export const FOSTER_OPINION_NOTE_MAX = 500;

/** The opinion recorded on a survey. Volunteers get it without the note (the person's data). */
export interface SurveyFosterOpinion {
  opinion: FosterOpinion;
  note: string;
  at: string;
  /** The username of who recorded it; null once that account is gone. */
  by: string | null;
}

/** A carer's note or health problem about an animal, as the survey modal lists them. */
export interface SurveyFosterNote {
  kind: 'notatka' | 'problem';
  text: string;
  createdAt: string;
}

/** Where a chosen animal lives, when it is a foster home, and the carer's latest notes (at most 3). */
export interface SurveyAnimalFoster {
  /** `name` ("Anna Kowalska (Kraków)") is a person's: left out for volunteers. */
  fosterHome: { id: number; name?: string };
  notes: SurveyFosterNote[];
}

export const SURVEY_FOSTER_MESSAGES = {
  opinionInvalid: 'Wybierz opinię z listy.',
  opinionNoteTooLong: `Notatka do opinii może mieć najwyżej ${FOSTER_OPINION_NOTE_MAX} znaków.`,
  opinionNoteWithoutOpinion: 'Najpierw wybierz opinię – notatka bez opinii nie zostanie zapisana.',
  opinionSaved: 'Zapisano opinię domu tymczasowego.',
  opinionCleared: 'Usunięto opinię domu tymczasowego.',
  opinionSaveFailed: 'Nie udało się zapisać opinii domu tymczasowego.',
  opinionErased: 'Dane osobowe z tej ankiety zostały usunięte: opinii nie można już zapisać.',
  carerAnimalNotInHome: 'Ten zwierzak nie mieszka teraz w tym domu tymczasowym – odśwież stronę.',
  carerNoEmail: 'Ten dom tymczasowy nie ma adresu e-mail – uzupełnij go, aby zapisać opiekuna jako adoptującego.',
  carerAdopted: (animal: string, person: string) => `Zapisano adopcję: ${animal} → ${person}. Dane adoptującego przepisano z domu tymczasowego.`,
  carerAdoptFailed: 'Nie udało się zapisać adopcji.',
  carerAdoptConfirm: (person: string) => `${person} zostanie adoptującym; dane przepiszemy z domu tymczasowego.`,
} as const;

/** PUT /survey/:id/foster-opinion: an opinion (null removes it) and a short note. */
export const surveyFosterOpinionSchema = z
  .strictObject({
    opinion: z.enum(FOSTER_OPINIONS, { error: SURVEY_FOSTER_MESSAGES.opinionInvalid }).nullable(),
    note: z
      .string({ error: SURVEY_FOSTER_MESSAGES.opinionNoteTooLong })
      .max(FOSTER_OPINION_NOTE_MAX * 2, lengthCap(SURVEY_FOSTER_MESSAGES.opinionNoteTooLong))
      .trim()
      .max(FOSTER_OPINION_NOTE_MAX, SURVEY_FOSTER_MESSAGES.opinionNoteTooLong)
      .optional()
      .default(''),
  })
  .superRefine((value, context) => {
    if (value.opinion === null && value.note !== '') {
      context.addIssue({ code: 'custom', path: ['note'], message: SURVEY_FOSTER_MESSAGES.opinionNoteWithoutOpinion });
    }
  });
export type SurveyFosterOpinionInput = z.input<typeof surveyFosterOpinionSchema>;
