import { useId } from 'react';
import { CONTRACT_MESSAGES, CONTRACT_PLACEHOLDERS, CONTRACT_TEMPLATE_VERSIONS, parseContractTemplate } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { useContractTemplate, useSaveContractTemplate } from './contract-queries';
import { TemplateEditor, type TemplatePresetsApi } from './TemplateEditor';
import './contracts.css';

/** /admin/settings/contract: the adoption contract's clauses, edited as text with a live preview. */
export function ContractTemplatePage() {
  usePageTitle('Umowa adopcyjna · Panel administratora');
  const query = useContractTemplate();
  const saveTemplate = useSaveContractTemplate();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie szablonu umowy…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={CONTRACT_MESSAGES.templateFailed} onRetry={() => void query.refetch()} />;
  else
    body = (
      <TemplateEditor
        initial={loaded.data}
        label="Treść umowy"
        parse={parseContractTemplate}
        placeholders={CONTRACT_PLACEHOLDERS}
        save={(text) => saveTemplate.mutateAsync(text)}
        saveFailed={CONTRACT_MESSAGES.templateSaveFailed}
        presets={(api) => <ContractVersions {...api} />}
      />
    );
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

/** The two default versions (who owns the animal after the adoption), each explained beside its button. */
function ContractVersions({ text, saving, replaceWith }: TemplatePresetsApi) {
  const id = useId();
  return (
    <fieldset className="template-versions">
      <legend>Wzory umowy: kto jest właścicielem zwierzęcia po adopcji</legend>
      {CONTRACT_TEMPLATE_VERSIONS.map((version) => (
        <div key={version.key} className="template-versions__item">
          <button
            type="button"
            className="btn btn--light btn--small"
            disabled={saving || text === version.text}
            aria-describedby={`${id}-version-${version.key}`}
            onClick={() => void replaceWith(version.text, version.label)}
          >
            Wstaw wzór: {version.label}
          </button>
          <p id={`${id}-version-${version.key}`} className="contracts-muted">
            {version.explanation}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
