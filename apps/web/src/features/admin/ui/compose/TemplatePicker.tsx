import { useId, useState } from 'react';
import { MAIL_TEMPLATE_MESSAGES, type MailTemplateKey } from '@pets/shared';
import { Loader } from '../../../../ui/Loader';
import { useMailTemplates } from '../../mail-templates/mail-template-queries';
import { viewOf } from '../../query-view';

/**
 * The template choice of a compose form: a list of the saved templates and 'Wstaw', which fills
 * the subject and body (the form asks before replacing a body already written). Without the list
 * the form still works: it only says the templates could not be loaded.
 */
export function TemplatePicker({ disabled, onInsert }: { disabled: boolean; onInsert(key: MailTemplateKey, name: string): void }) {
  const query = useMailTemplates();
  const loaded = viewOf(query);
  const [choice, setChoice] = useState('');
  const id = useId();
  const templates = query.data?.templates ?? [];
  const chosen = templates.find((template) => template.key === choice);

  let control;
  if (loaded.status === 'loading') control = <Loader label="Wczytywanie szablonów…" />;
  else if (loaded.status === 'error')
    control = (
      <p className="compose-template__note">
        {MAIL_TEMPLATE_MESSAGES.loadFailed}{' '}
        <button type="button" className="btn btn--light btn--small" onClick={() => void query.refetch()}>
          Spróbuj ponownie
        </button>
      </p>
    );
  else
    control = (
      <div className="compose-template__row">
        <select id={id} value={choice} disabled={disabled} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Bez szablonu</option>
          {templates.map((template) => (
            <option key={template.key} value={template.key}>
              {template.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={disabled || !chosen}
          onClick={() => chosen && onInsert(chosen.key as MailTemplateKey, chosen.name)}
        >
          Wstaw szablon
        </button>
      </div>
    );

  return (
    <div className="form__field compose-template">
      {loaded.status === 'success' ? <label htmlFor={id}>Szablon</label> : <span className="compose-template__label">Szablon</span>}
      {control}
    </div>
  );
}
