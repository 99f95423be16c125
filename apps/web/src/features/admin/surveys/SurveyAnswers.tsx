import { MESSAGES, type SurveyAnswerEntry } from '@pets/shared';
import { groupAnswers } from './survey-rules';

/** The survey's answers under their section headings ('Brak odpowiedzi.' when there are none). */
export function SurveyAnswers({ answers, headingId }: { answers: SurveyAnswerEntry[]; headingId: string }) {
  return (
    <section className="survey-modal__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="survey-modal__heading">
        Odpowiedzi
      </h3>
      {answers.length === 0 ? (
        <p className="survey-modal__muted">{MESSAGES.admin.noAnswers}</p>
      ) : (
        groupAnswers(answers).map((group, index) => (
          <div key={`${group.group ?? ''}-${index}`} className="survey-answers">
            {group.group && <h4 className="survey-answers__group">{group.group}</h4>}
            <dl className="survey-answers__list">
              {group.entries.map((entry, entryIndex) => (
                <div key={entryIndex} className="survey-answers__item">
                  <dt>{entry.question}</dt>
                  <dd>{entry.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))
      )}
    </section>
  );
}
