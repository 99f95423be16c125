import { elsewhereText, type AnimalElsewhere } from '@pets/shared';

export interface HeldElsewhereProps {
  elsewhere: AnimalElsewhere;
  sex: string | null;
  /** Opens the survey holding the animal; without it (or without a survey) the text is plain. */
  onOpenSurvey?(id: number): void;
}

/**
 * "zarezerwowana w ankiecie #12" / "adoptowany w ankiecie #7" on a survey's card and in its modal:
 * another survey holds this animal. The text opens that survey.
 */
export function HeldElsewhere({ elsewhere, sex, onOpenSurvey }: HeldElsewhereProps) {
  const text = elsewhereText(elsewhere, sex);
  const className = `held-elsewhere held-elsewhere--${elsewhere.kind}`;
  const { surveyId } = elsewhere;
  if (surveyId === null || !onOpenSurvey) return <span className={className}>{text}</span>;
  return (
    <button type="button" className={`${className} held-elsewhere--link`} aria-haspopup="dialog" onClick={() => onOpenSurvey(surveyId)}>
      {text}
    </button>
  );
}
