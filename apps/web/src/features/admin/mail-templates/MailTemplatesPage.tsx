import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  fillMailTemplate,
  formatDateTime,
  MAIL_TEMPLATE_LIMITS,
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_SAMPLE_VARS,
  validateMailTemplate,
  type MailTemplate,
  type MailTemplateErrors,
  type MailTemplateFields,
  type MailTemplateList,
} from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { checkResolver } from '../../../ui/form/check-resolver';
import { Field } from '../../../ui/form/Field';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { useUrlParams } from '../url-state';
import { useMailTemplates, useRestoreMailTemplate, useSaveMailTemplate } from './mail-template-queries';
import './mail-templates.css';

/** The query parameter of the template being edited (a reload keeps it open). */
const SELECTED_PARAM = 'szablon';

/** /admin/settings/templates 'Szablony e-maili': the e-mail templates, edited one at a time. */
export function MailTemplatesPage() {
  usePageTitle('Szablony e-maili · Panel administratora');
  const query = useMailTemplates();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie szablonów…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={errorMessage(loaded.error, MAIL_TEMPLATE_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  else body = <TemplatesEditor list={loaded.data} />;
  return (
    <section className="admin-page mail-templates-page">
      <h1 className="admin-page__title">Szablony e-maili</h1>
      <p className="admin-page__note">
        Gotowe wiadomości do wstawienia w formularzu e-maila przy ankiecie i u adoptującego oraz do powiadamiania pozostałych chętnych. Pola w nawiasach
        klamrowych wypełniamy danymi adresata; po wstawieniu szablonu treść można jeszcze zmienić.
      </p>
      {body}
    </section>
  );
}

function TemplatesEditor({ list }: { list: MailTemplateList }) {
  const templates = list.templates;
  const [params, writeParams] = useUrlParams();
  const [dirty, setDirty] = useState(false);
  const selected = templates.find((template) => template.key === params.get(SELECTED_PARAM)) ?? templates[0];
  const headingId = useId();

  const select = async (key: string) => {
    if (key === selected?.key) return;
    if (dirty && !(await confirm({ message: `Porzucić niezapisane zmiany szablonu „${selected?.name ?? ''}”?`, confirmLabel: 'Porzuć zmiany' }))) return;
    setDirty(false);
    writeParams({ [SELECTED_PARAM]: key });
  };

  if (!selected) return <p className="admin-page__note">Brak szablonów.</p>;
  return (
    <div className="mail-templates">
      <nav className="mail-templates__nav" aria-labelledby={headingId}>
        <h2 id={headingId} className="mail-templates__heading">
          Szablony
        </h2>
        <ul className="mail-templates__list">
          {templates.map((template) => (
            <li key={template.key}>
              <button
                type="button"
                className="mail-templates__item"
                aria-current={template.key === selected.key ? 'true' : undefined}
                onClick={() => void select(template.key)}
              >
                <span className="mail-templates__name">{template.name}</span>
                <span className="mail-templates__state">{template.isDefault ? 'treść domyślna' : 'zmieniony'}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <TemplateForm key={selected.key} template={selected} onDirty={setDirty} />
      <aside className="mail-templates__fields" aria-labelledby={`${headingId}-fields`}>
        <h2 id={`${headingId}-fields`} className="mail-templates__heading">
          Pola do wstawienia
        </h2>
        <dl>
          {list.placeholders.map((placeholder) => (
            <div key={placeholder.name}>
              <dt>
                <code>{`{${placeholder.name}}`}</code>
              </dt>
              <dd>{placeholder.meaning}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}

const toFields = (template: MailTemplate): MailTemplateFields => ({ name: template.name, subject: template.subject, body: template.body });
const sameFields = (a: MailTemplateFields, b: MailTemplateFields) => a.name === b.name && a.subject === b.subject && a.body === b.body;

// The server's own checks, each failing field with its message; rechecked on every change after the first attempt.
const templateResolver = checkResolver(validateMailTemplate);

/** One template's form; a saved or restored template replaces its old self in the list every compose form's picker reads too (mail-template-queries.ts). */
function TemplateForm({ template, onDirty }: { template: MailTemplate; onDirty(dirty: boolean): void }) {
  const id = useId();
  const [saved, setSaved] = useState(template);
  const saveTemplate = useSaveMailTemplate(template.key);
  const restoreTemplate = useRestoreMailTemplate(template.key);
  const restoring = restoreTemplate.isPending;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting: saving },
  } = useForm<MailTemplateFields>({ defaultValues: toFields(template), resolver: templateResolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [name, subject, body] = useWatch({ control, name: ['name', 'subject', 'body'] });
  const working = saving ? 'save' : restoring ? 'restore' : null;
  const dirty = !sameFields({ name, subject, body }, toFields(saved));
  const preview = useMemo(
    () => ({ subject: fillMailTemplate(subject, MAIL_TEMPLATE_SAMPLE_VARS).text, body: fillMailTemplate(body, MAIL_TEMPLATE_SAMPLE_VARS).text }),
    [subject, body],
  );

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // Leaving with unsaved edits asks the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const done = (next: MailTemplate, message: string) => {
    setSaved(next);
    reset(toFields(next));
    toast.info(message);
  };

  const save = handleSubmit(async (fields) => {
    try {
      const response = await saveTemplate.mutateAsync(fields);
      done(response.template, response.message);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields as MailTemplateErrors)) {
          if (message) setError(field as keyof MailTemplateFields, { type: 'server', message });
        }
      }
      toast.error(errorMessage(error, MAIL_TEMPLATE_MESSAGES.saveFailed));
    }
  });

  const restore = async () => {
    if (!(await confirm({ message: `Przywrócić domyślną treść szablonu „${saved.name}”? Zmiany w nim zostaną zastąpione.`, confirmLabel: 'Przywróć domyślny' }))) return;
    try {
      const response = await restoreTemplate.mutateAsync();
      done(response.template, response.message);
    } catch (error) {
      toast.error(errorMessage(error, MAIL_TEMPLATE_MESSAGES.restoreFailed));
    }
  };

  return (
    <form className="mail-template-form form" noValidate onSubmit={(event) => void save(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mail-templates__heading">
        {saved.name}
      </h2>
      <Field id={`${id}-name`} label="Nazwa szablonu" error={errors.name?.message} errorClassName="mail-templates__error">
        {(control) => <input {...control} {...register('name')} type="text" maxLength={MAIL_TEMPLATE_LIMITS.name} />}
      </Field>
      <Field id={`${id}-subject`} label="Temat" error={errors.subject?.message} errorClassName="mail-templates__error">
        {(control) => <input {...control} {...register('subject')} type="text" maxLength={MAIL_TEMPLATE_LIMITS.subject} />}
      </Field>
      <Field
        id={`${id}-body`}
        label="Treść"
        error={errors.body?.message}
        errorClassName="mail-templates__error"
        hint={<>Pola w nawiasach klamrowych, np. {'{imie}'}, zastąpimy danymi adresata (lista obok).</>}
        hintClassName="mail-templates__hint"
      >
        {(control) => <textarea {...control} {...register('body')} rows={14} maxLength={MAIL_TEMPLATE_LIMITS.body} spellCheck />}
      </Field>
      <div className="mail-template-form__actions">
        <button type="submit" className="btn btn--primary" disabled={working !== null || !dirty}>
          {working === 'save' ? 'Zapisywanie…' : 'Zapisz szablon'}
        </button>
        <button type="button" className="btn btn--light" disabled={working !== null || (saved.isDefault && !dirty)} onClick={() => void restore()}>
          {working === 'restore' ? 'Przywracanie…' : 'Przywróć domyślny'}
        </button>
        <span className="mail-templates__saved">
          {saved.isDefault ? 'Obowiązuje treść domyślna.' : `Zmieniono: ${formatDateTime(saved.updatedAt)}${saved.updatedBy ? ` (${saved.updatedBy})` : ''}`}
          {dirty ? ' Masz niezapisane zmiany.' : ''}
        </span>
      </div>
      <section className="mail-template-preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="mail-template-preview__title">
          Podgląd z przykładowymi danymi
        </h3>
        <p className="mail-template-preview__subject">
          <span className="mail-template-preview__label">Temat:</span> {preview.subject}
        </p>
        <pre className="mail-template-preview__body">{preview.body}</pre>
      </section>
    </form>
  );
}
