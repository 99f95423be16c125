import { DEFAULT_FOSTER_AGREEMENT_TEMPLATE, FOSTER_AGREEMENT_MESSAGES, FOSTER_AGREEMENT_PLACEHOLDERS, parseFosterAgreementTemplate } from '@pets/shared';
import { usePageTitle } from '../../../../lib/page-title';
import { ErrorCard } from '../../../../ui/ErrorCard';
import { Loader } from '../../../../ui/Loader';
import { TemplateEditor } from '../../contracts/TemplateEditor';
import { viewOf } from '../../query-view';
import { useFosterAgreementTemplate, useSaveFosterAgreementTemplate } from './agreement-queries';

/** /admin/settings/foster-agreement: the foster agreement's clauses, edited like the adoption contract's. */
export function FosterAgreementTemplatePage() {
  usePageTitle('Umowa z domem tymczasowym · Panel administratora');
  const query = useFosterAgreementTemplate();
  const saveTemplate = useSaveFosterAgreementTemplate();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie szablonu umowy…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={FOSTER_AGREEMENT_MESSAGES.templateFailed} onRetry={() => void query.refetch()} />;
  else
    body = (
      <TemplateEditor
        initial={loaded.data}
        label="Treść umowy z domem tymczasowym"
        parse={parseFosterAgreementTemplate}
        placeholders={FOSTER_AGREEMENT_PLACEHOLDERS}
        save={(text) => saveTemplate.mutateAsync(text)}
        saveFailed={FOSTER_AGREEMENT_MESSAGES.templateSaveFailed}
        presets={({ text, saving, replaceWith }) => (
          <div className="template-versions">
            <button
              type="button"
              className="btn btn--light btn--small"
              disabled={saving || text === DEFAULT_FOSTER_AGREEMENT_TEMPLATE}
              onClick={() => void replaceWith(DEFAULT_FOSTER_AGREEMENT_TEMPLATE, 'Tekst domyślny')}
            >
              Przywróć domyślny
            </button>
          </div>
        )}
      />
    );
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">Umowa z domem tymczasowym</h1>
      <p className="admin-page__note">
        Treść punktów umowy o sprawowanie opieki tymczasowej (PDF). Dane Fundacji i opiekuna, listę zwierząt oraz podpisy dodajemy automatycznie.
        Dopasuj zwłaszcza § 2 pkt 2: kto zapewnia karmę, ściółkę i środki do pielęgnacji.
      </p>
      {body}
    </section>
  );
}
