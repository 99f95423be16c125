import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FOUNDATION_FIELDS,
  FOUNDATION_MESSAGES,
  foundationSettingsSchema,
  formatBankAccount,
  formatNip,
  missingFoundationFields,
  type FoundationField,
  type FoundationSettings,
} from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Field } from '../../../ui/form/Field';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { useFoundationSettings, useSaveFoundationSettings } from './foundation-queries';
import { FOUNDATION_FORM_GROUPS, type FoundationFieldView } from './foundation-fields';
import './foundation-settings.css';

type Values = Record<FoundationField, string>;

// The shared schema of PUT /settings/foundation: the same messages here as from the server.
const resolver = zodResolver(foundationSettingsSchema, undefined, { mode: 'sync' }) as unknown as Resolver<Values, unknown, FoundationSettings>;

/** The stored data as the form shows it: numbers grouped for reading (any grouping is accepted back). */
function formValues(settings: FoundationSettings): Values {
  return { ...settings, nip: formatNip(settings.nip), bankAccount: formatBankAccount(settings.bankAccount) };
}

/** /admin/settings/foundation 'Dane fundacji' (administrators): the foundation data the whole site reads. */
export function FoundationSettingsPage() {
  usePageTitle('Dane fundacji · Panel administratora');
  const titleId = useId();
  const query = useFoundationSettings();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie danych fundacji…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={errorMessage(loaded.error, FOUNDATION_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  else body = <FoundationForm saved={loaded.data} />;
  return (
    <section className="admin-page foundation-settings" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Dane fundacji
      </h1>
      <p className="admin-page__note">
        Te dane pokazuje strona publiczna (stopka, „Kontakt”, „Wspieram”) i czat; trafiają też do polityki prywatności, regulaminu i umów
        adopcyjnych. Zmiany są widoczne od razu po zapisaniu.
      </p>
      {body}
    </section>
  );
}

function FoundationForm({ saved }: { saved: FoundationSettings }) {
  const missingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, FoundationSettings>({ defaultValues: formValues(saved), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const missing = missingFoundationFields(saved);

  const save = useSaveFoundationSettings({
    onSuccess: (stored) => {
      reset(formValues(stored));
      toast.info(FOUNDATION_MESSAGES.saved);
    },
    onError: (error) => {
      // The server names the fields it refused: each gets its message under it, the first the focus.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const refused = FOUNDATION_FIELDS.filter((field) => fields[field]);
      for (const field of refused) setError(field, { type: 'server', message: fields[field] });
      if (refused[0]) setTimeout(() => setFocus(refused[0]!), 0);
      else toast.error(errorMessage(error, FOUNDATION_MESSAGES.saveFailed));
    },
  });

  // Leaving with unsaved edits asks the browser's own question.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const onSubmit = handleSubmit((values) => save.mutate(values));
  const saving = save.isPending;

  return (
    <form className="form foundation-form" noValidate aria-busy={saving} aria-describedby={missing.length > 0 ? missingId : undefined} onSubmit={(event) => void onSubmit(event)}>
      {missing.length > 0 && (
        <p id={missingId} className="foundation-form__missing">
          <strong>{FOUNDATION_MESSAGES.incompleteTitle}.</strong> {FOUNDATION_MESSAGES.incomplete(missing)}
        </p>
      )}
      <p className="foundation-form__public">
        Strona publiczna pokazuje tylko pola uzupełnione: puste pomija, nigdy nie wyświetla numerów zastępczych.
      </p>
      {FOUNDATION_FORM_GROUPS.map((group) => (
        <fieldset key={group.legend} className="foundation-form__group">
          <legend>{group.legend}</legend>
          {group.fields.map((view) => (
            <FoundationInput key={view.name} view={view} error={errors[view.name]?.message} register={register} />
          ))}
        </fieldset>
      ))}
      <div className="foundation-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Zapisywanie…' : 'Zapisz dane fundacji'}
        </button>
        {isDirty && !saving && <span className="foundation-form__unsaved">Masz niezapisane zmiany.</span>}
      </div>
    </form>
  );
}

function FoundationInput({ view, error, register }: { view: FoundationFieldView; error: string | undefined; register: ReturnType<typeof useForm<Values, unknown, FoundationSettings>>['register'] }) {
  const id = useId();
  const field = register(view.name);
  return (
    <Field id={id} label={view.label} hint={view.hint} error={error} errorRole="alert" requiredMark={view.required}>
      {(control) =>
        view.multiline ? (
          <textarea {...control} {...field} rows={3} autoComplete={view.autoComplete} />
        ) : (
          <input
            {...control}
            {...field}
            type={view.type ?? 'text'}
            inputMode={view.inputMode}
            autoComplete={view.autoComplete ?? 'off'}
            spellCheck={view.name === 'name' ? undefined : false}
            required={view.required}
            aria-required={view.required ? true : undefined}
          />
        )
      }
    </Field>
  );
}
