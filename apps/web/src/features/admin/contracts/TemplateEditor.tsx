import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { CONTRACT_TEMPLATE_MAX_LENGTH, formatDateTime, type ContractTemplateResponse, type ParsedContract } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { TemplatePreview } from './TemplatePreview';
import './contracts.css';

/** What the ready-made texts below the editor get: the text now, whether it saves, and a way to put a text in (after a confirmation). */
export interface TemplatePresetsApi {
  text: string;
  saving: boolean;
  replaceWith(text: string, name: string): Promise<void>;
}

export interface TemplateEditorProps {
  initial: ContractTemplateResponse;
  /** The textarea's label, e.g. "Treść umowy". */
  label: string;
  /** The document's parser: its placeholders judge the text (shared/src/contract/contract-template.ts). */
  parse(text: string): ParsedContract;
  placeholders: Readonly<Record<string, string>>;
  save(text: string): Promise<{ message: string; template: ContractTemplateResponse }>;
  saveFailed: string;
  /** Ready-made texts offered under the editor (the contract's versions, the default). */
  presets?(api: TemplatePresetsApi): ReactNode;
}

type TemplateValues = { text: string };

/**
 * A document's clauses (the adoption contract, the foster agreement) edited as text with a live
 * preview: the format's help with the document's placeholders, every problem by its line, the
 * browser's question before leaving unsaved edits.
 */
export function TemplateEditor({ initial, label, parse, placeholders, save: saveText, saveFailed, presets }: TemplateEditorProps) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  // The document's own parser judges it (its first problem marks the field; the list shows them all).
  const resolver = useMemo<Resolver<TemplateValues>>(
    () =>
      (values): ResolverResult<TemplateValues> => {
        const [problem] = parse(values.text).problems;
        if (!problem) return { values, errors: {} };
        return { values: {}, errors: { text: { type: 'validate', message: problem.message } } };
      },
    [parse],
  );
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting: saving },
  } = useForm<TemplateValues>({ defaultValues: { text: initial.text }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const text = useWatch({ control, name: 'text' });
  const parsed = useMemo(() => parse(text), [parse, text]);
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
      const response = await saveText(values.text);
      setSaved(response.template);
      reset({ text: response.template.text });
      toast.info(response.message);
    } catch (error) {
      toast.error(errorMessage(error, saveFailed));
    }
  });

  const replaceWith = async (next: string, name: string) => {
    const message = `Zastąpić treść w edytorze wzorem „${name}”? Zmiana zacznie obowiązywać dopiero po zapisaniu.`;
    if (!(await confirm({ message, confirmLabel: 'Wstaw wzór' }))) return;
    setValue('text', next, { shouldDirty: true, shouldValidate: errors.text !== undefined });
  };

  const showProblems = errors.text !== undefined && parsed.problems.length > 0;
  return (
    <form className="template-editor" noValidate onSubmit={(event) => void save(event)}>
      <div>
        <div className="form__field">
          <label htmlFor={`${id}-text`}>{label}</label>
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
            {Object.entries(placeholders).map(([name, meaning]) => (
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
        {presets?.({ text, saving, replaceWith })}
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
