import type { SurveyQuestionType } from '@pets/shared';

/** One answer option; `note` marks an option that needs a clarification once chosen (wymaga_dopisku). */
export interface OptionDef {
  label: string;
  note: boolean;
}

/** One question of a questionnaire as the foundation writes it. */
export interface QuestionDef {
  label: string;
  type: SurveyQuestionType;
  required: boolean;
  hint?: string;
  options: OptionDef[];
}

/** Questions shown together under one heading (stored as group_label). */
export interface SectionDef {
  group: string;
  questions: QuestionDef[];
}

export type Questionnaire = SectionDef[];

type OptionInput = string | OptionDef;

/** An option that asks for a clarification, e.g. 'Inne (jakie?)'. */
export function withNote(label: string): OptionDef {
  return { label, note: true };
}

const toOption = (option: OptionInput): OptionDef => (typeof option === 'string' ? { label: option, note: false } : option);

interface Flags {
  /** Default true: most questions must be answered. */
  required?: boolean;
  hint?: string;
}

function question(type: SurveyQuestionType, label: string, options: OptionInput[], flags: Flags): QuestionDef {
  return {
    label,
    type,
    required: flags.required ?? true,
    ...(flags.hint ? { hint: flags.hint } : {}),
    options: options.map(toOption),
  };
}

/** Builders for the five question types of SPEC section 3. */
export const ask = {
  text: (label: string, flags: Flags = {}) => question('tekst', label, [], flags),
  long: (label: string, flags: Flags = {}) => question('textarea', label, [], flags),
  select: (label: string, options: OptionInput[], flags: Flags = {}) => question('select', label, options, flags),
  radio: (label: string, options: OptionInput[], flags: Flags = {}) => question('radio', label, options, flags),
  checkbox: (label: string, options: OptionInput[], flags: Flags = {}) => question('checkbox', label, options, flags),
};

export const OPTIONAL = { required: false } as const;
