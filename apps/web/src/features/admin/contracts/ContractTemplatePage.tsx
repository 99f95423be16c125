import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  CONTRACT_MESSAGES,
  CONTRACT_PLACEHOLDERS,
  CONTRACT_TEMPLATE_MAX_LENGTH,
  CONTRACT_TEMPLATE_VERSIONS,
  formatDateTime,
  parseContractTemplate,
  type ContractTemplateResponse,
} from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { useContractTemplate, useSaveContractTemplate } from './contract-queries';
import { TemplatePreview } from './TemplatePreview';
import './contracts.css';

/** /admin/settings/contract: the adoption contract's clauses, edited as text with a live preview. */
export function ContractTemplatePage() {
  usePageTitle('Umowa adopcyjna · Panel administratora');
  const query = useContractTemplate();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie szablonu umowy…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={CONTRACT_MESSAGES.templateFailed} onRetry={() => void query.refetch()} />;
  else body = <TemplateEditor initial={loaded.data} />;
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">Umowa adopcyjna</h1>
      <p className="admin-page__note">
        Treść punktów umowy, która trafia do każdej umowy adopcyjnej (PDF). Dane Fundacji, adoptującego i zwierząt, podpisy oraz karty opieki
        dodajemy automatycznie.
      </p>
      {body}
    </section>
  );
}

type TemplateValues = { text: string };

// The template's own parser judges it (its first problem marks the field; the list shows them all).
const templateResolver: Resolver<TemplateValues> = (values): ResolverResult<TemplateValues> => {
  const [problem] = parseContractTemplate(values.text).problems;
  if (!problem) return { values, errors: {} };
  return { values: {}, errors: { text: { type: 'validate', message: problem.message } } };
};

function TemplateEditor({ initial }: { initial: ContractTemplateResponse }) {
  const id = useId();
  const saveTemplate = useSaveContractTemplate();
  const [saved, setSaved] = useState(initial);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting: saving },
  } = useForm<TemplateValues>({ defaultValues: { text: initial.text }, resolver: templateResolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const text = useWatch({ control, name: 'text' });
  const parsed = useMemo(() => parseContractTemplate(text), [text]);
  const dirty = text !== saved.text;

  // Leaving with unsaved edits asks the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = handleSubmit(async (values) => {
    try {
      const response = await saveTemplate.mutateAsync(values.text);
      setSaved(response.template);
      reset({ text: response.template.text });
      toast.info(response.message);
    } catch (error) {
      toast.error(errorMessage(error, CONTRACT_MESSAGES.templateSaveFailed));
    }
  });

  /** One of the two default versions (who owns the animal after the adoption), after a confirmation. */
  const insertVersion = async (version: (typeof CONTRACT_TEMPLATE_VERSIONS)[number]) => {
    const message = `Zastąpić treść w edytorze wzorem „${version.label}”? Zmiana zacznie obowiązywać dopiero po zapisaniu.`;
    if (!(await confirm({ message, confirmLabel: 'Wstaw wzór' }))) return;
    setValue('text', version.text, { shouldDirty: true, shouldValidate: errors.text !== undefined });
  };

  const showProblems = errors.text !== undefined && parsed.problems.length > 0;
  return (
    <form className="template-editor" noValidate onSubmit={(event) => void save(event)}>
      <div>
        <div className="form__field">
          <label htmlFor={`${id}-text`}>Treść umowy</label>
          <textarea
            id={`${id}-text`}
            {...register('text')}
            maxLength={CONTRACT_TEMPLATE_MAX_LENGTH}
            spellCheck
            aria-invalid={showProblems ? true : undefined}
            aria-describedby={`${id}-help${showProblems ? ` ${id}-problems` : ''}`}
          />
        </div>
        <div id={`${id}-help`} className="contracts-muted">
          <p>
            „# ” na początku wiersza to nagłówek, „1. ” to punkt listy, pusty wiersz kończy akapit. Pola w nawiasach klamrowych wypełniamy przy tworzeniu
            umowy:
          </p>
          <ul className="template-fields">
            {Object.entries(CONTRACT_PLACEHOLDERS).map(([name, meaning]) => (
              <li key={name}>
                <code>{`{${name}}`}</code> – {meaning}
              </li>
            ))}
          </ul>
        </div>
        <div id={`${id}-problems`} aria-live="polite">
          {showProblems && (
            <ul className="template-problems">
              {parsed.problems.map((problem, index) => (
                <li key={index}>{problem.message}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="template-editor__actions">
          <button type="submit" className="btn btn--primary" disabled={saving || !dirty}>
            {saving ? 'Zapisywanie…' : 'Zapisz szablon'}
          </button>
          <span className="contracts-muted">{saved.isDefault ? 'Obowiązuje tekst domyślny.' : `Zapisano: ${formatDateTime(saved.updatedAt)}`}</span>
        </div>
        <fieldset className="template-versions">
          <legend>Wzory umowy: kto jest właścicielem zwierzęcia po adopcji</legend>
          {CONTRACT_TEMPLATE_VERSIONS.map((version) => (
            <div key={version.key} className="template-versions__item">
              <button
                type="button"
                className="btn btn--light btn--small"
                disabled={saving || text === version.text}
                aria-describedby={`${id}-version-${version.key}`}
                onClick={() => void insertVersion(version)}
              >
                Wstaw wzór: {version.label}
              </button>
              <p id={`${id}-version-${version.key}`} className="contracts-muted">
                {version.explanation}
              </p>
            </div>
          ))}
        </fieldset>
      </div>
      <div>
        <h2 className="template-editor__heading" id={`${id}-preview`}>
          Podgląd
        </h2>
        {parsed.blocks.length > 0 ? (
          <TemplatePreview blocks={parsed.blocks} labelledBy={`${id}-preview`} />
        ) : (
          <p className="contracts-muted">Brak treści do pokazania.</p>
        )}
      </div>
    </form>
  );
}
