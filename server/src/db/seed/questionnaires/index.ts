import type { Species } from '@pets/shared';
import type { Questionnaire } from './builders.js';
import { HAMSTER_HYBRID, HAMSTER_ROBOROVSKI, HAMSTER_SYRIAN } from './hamsters.js';
import { CHINCHILLA, RABBIT, TORTOISE } from './larger-pets.js';
import { GERBIL, GUINEA_PIG, MOUSE, RAT } from './social-rodents.js';

export type { OptionDef, QuestionDef, Questionnaire, SectionDef } from './builders.js';

/** The adoption questionnaire of every species (product content, see ../questionnaires.ts). */
export const QUESTIONNAIRES: Record<Species, Questionnaire> = {
  'Chomik hybryda': HAMSTER_HYBRID,
  'Chomik syryjski': HAMSTER_SYRIAN,
  'Chomik Roborowskiego': HAMSTER_ROBOROVSKI,
  'Świnka morska': GUINEA_PIG,
  Królik: RABBIT,
  Mysz: MOUSE,
  Szczur: RAT,
  Myszoskoczek: GERBIL,
  Szynszyla: CHINCHILLA,
  Żółw: TORTOISE,
};
