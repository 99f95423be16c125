import { LIMITS, MESSAGES, SURVEY_TEXT_LIMITS, type SurveyOption, type SurveyQuestion } from '@pets/shared';
import { RequiredMark } from '../../ui/RequiredMark';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  value: string | number[] | undefined;
  dopiski: Record<string, string>;
  /** Highlighted as missing (after a submit attempt). */
  missing: boolean;
  onAnswer(value: string | number[]): void;
  onNote(optionId: number, text: string): void;
}

export const questionDomId = (question: SurveyQuestion) => `pytanie-${question.id_pytania}`;

/** One survey question of any of the five types, with its hint, the optional note and clarification fields. */
export function QuestionField({ question, value, dopiski, missing, onAnswer, onNote }: QuestionFieldProps) {
  const id = questionDomId(question);
  const required = question.obowiazkowe === 1;
  const isGroup = question.typ === 'radio' || question.typ === 'checkbox';
  const describedBy =
    [question.podpowiedz ? `${id}-hint` : '', !required && isGroup ? `${id}-optional` : '', missing ? `${id}-missing` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const className = ['survey-question', missing ? 'survey-question--missing' : ''].filter(Boolean).join(' ');

  const notes = (
    <>
      {question.podpowiedz && (
        <p id={`${id}-hint`} className="survey-question__hint">
          {question.podpowiedz}
        </p>
      )}
      {!required && isGroup && (
        <p id={`${id}-optional`} className="survey-question__optional">
          {MESSAGES.survey.optionalHint}
        </p>
      )}
    </>
  );
  const missingText = missing && (
    <p id={`${id}-missing`} className="survey-question__missing">
      To pytanie wymaga odpowiedzi.
    </p>
  );

  if (isGroup) {
    const chosen = question.typ === 'checkbox' ? (Array.isArray(value) ? value : []) : typeof value === 'string' && value ? [Number(value)] : [];
    const toggle = (option: SurveyOption, checked: boolean) => {
      if (question.typ === 'radio') onAnswer(String(option.id_opcji));
      else onAnswer(checked ? sortedByOptions(question, [...chosen, option.id_opcji]) : chosen.filter((item) => item !== option.id_opcji));
    };
    return (
      <fieldset className={className} id={id} aria-describedby={describedBy} data-question-id={question.id_pytania}>
        <legend className="survey-question__label">
          {question.etykieta}
          {required && <RequiredMark spoken />}
        </legend>
        {notes}
        <ul className="survey-options">
          {question.opcje.map((option) => {
            const optionId = `${id}-opcja-${option.id_opcji}`;
            const checked = chosen.includes(option.id_opcji);
            return (
              <li key={option.id_opcji} className="survey-option">
                <label className="survey-option__choice" htmlFor={optionId}>
                  <input
                    id={optionId}
                    type={question.typ}
                    name={id}
                    value={option.id_opcji}
                    checked={checked}
                    required={question.typ === 'radio' && required}
                    aria-invalid={missing || undefined}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                  <span>{option.etykieta_opcji}</span>
                </label>
                {option.wymaga_dopisku === 1 && checked && (
                  <Clarification option={option} questionId={id} text={dopiski[String(option.id_opcji)] ?? ''} missing={missing} onNote={onNote} />
                )}
              </li>
            );
          })}
        </ul>
        {missingText}
      </fieldset>
    );
  }

  const inputId = `${id}-pole`;
  const common = {
    id: inputId,
    name: id,
    required,
    'aria-invalid': missing || undefined,
    'aria-describedby': describedBy,
  } as const;
  const selectedOption = question.typ === 'select' ? question.opcje.find((option) => String(option.id_opcji) === value) : undefined;
  return (
    <div className={className} id={id} data-question-id={question.id_pytania}>
      <label className="survey-question__label" htmlFor={inputId}>
        {question.etykieta}
        {required && <RequiredMark />}
      </label>
      {notes}
      {question.typ === 'tekst' && (
        <input {...common} type="text" maxLength={SURVEY_TEXT_LIMITS.tekst} value={typeof value === 'string' ? value : ''} onChange={(event) => onAnswer(event.target.value)} />
      )}
      {question.typ === 'textarea' && (
        <textarea
          {...common}
          rows={LIMITS.surveyLongTextRows}
          maxLength={SURVEY_TEXT_LIMITS.textarea}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onAnswer(event.target.value)}
        />
      )}
      {question.typ === 'select' && (
        <select {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => onAnswer(event.target.value)}>
          <option value="">— wybierz —</option>
          {question.opcje.map((option) => (
            <option key={option.id_opcji} value={String(option.id_opcji)}>
              {option.etykieta_opcji}
            </option>
          ))}
        </select>
      )}
      {selectedOption?.wymaga_dopisku === 1 && (
        <Clarification
          option={selectedOption}
          questionId={id}
          text={dopiski[String(selectedOption.id_opcji)] ?? ''}
          missing={missing}
          onNote={onNote}
        />
      )}
      {missingText}
    </div>
  );
}

/** Checkbox answers keep the options' order, whatever order they were ticked in. */
function sortedByOptions(question: SurveyQuestion, ids: number[]): number[] {
  const order = new Map(question.opcje.map((option, index) => [option.id_opcji, index]));
  return [...new Set(ids)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

function Clarification({
  option,
  questionId,
  text,
  missing,
  onNote,
}: {
  option: SurveyOption;
  questionId: string;
  text: string;
  missing: boolean;
  onNote(optionId: number, text: string): void;
}) {
  const inputId = `${questionId}-dopisek-${option.id_opcji}`;
  const empty = text.trim() === '';
  return (
    <div className="survey-clarification">
      <label htmlFor={inputId}>
        Doprecyzuj: {option.etykieta_opcji}
        <RequiredMark />
      </label>
      <input
        id={inputId}
        name={inputId}
        type="text"
        required
        maxLength={SURVEY_TEXT_LIMITS.note}
        value={text}
        aria-invalid={(missing && empty) || undefined}
        onChange={(event) => onNote(option.id_opcji, event.target.value)}
      />
    </div>
  );
}
