import { useId, useRef, useState, type FormEvent } from 'react';
import { ADOPTION_MESSAGES, type AdopterAdminProfile } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { AdminDialog } from '../ui/AdminDialog';
import { ADOPTER_FIELDS, AdopterFieldInputs } from './AdopterFieldInputs';
import {
  adoptersApi,
  EMPTY_ADOPTER_FIELDS,
  validateAdopterForm,
  type AdopterFormErrors,
  type AdopterFormFields,
} from './adopters-api';

const REQUIRED: readonly (keyof AdopterFormFields)[] = ['firstName', 'lastName', 'email'];

export interface NewAdopterDialogProps {
  onClose(): void;
  /** The adopter was created: the list reloads and their profile opens. */
  onCreated(profile: AdopterAdminProfile): void;
}

/**
 * "Nowy adoptujący": a person who never sent a survey, with the same fields and checks as the
 * profile's edit (the server's schema). A taken e-mail address is refused by the server (409,
 * naming it); after creation the profile opens, ready for "adopcja bez ankiety".
 */
export function NewAdopterDialog({ onClose, onCreated }: NewAdopterDialogProps) {
  const [fields, setFields] = useState<AdopterFormFields>(EMPTY_ADOPTER_FIELDS);
  const [errors, setErrors] = useState<AdopterFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const update = (field: keyof AdopterFormFields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (attempted) setErrors(validateAdopterForm(next));
  };

  const focusFirst = (found: AdopterFormErrors) => {
    const field = ADOPTER_FIELDS.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${field}`)}`)?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateAdopterForm(fields);
    setErrors(found);
    setAttempted(true);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSaving(true);
    try {
      const response = await adoptersApi.create(fields);
      toast.info(response.message || ADOPTION_MESSAGES.adopterCreated);
      onCreated(response.profile);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields as AdopterFormErrors);
        focusFirst(error.fields as AdopterFormErrors);
      } else if (isApiError(error) && error.status === 409) {
        setErrors({ email: errorMessage(error, ADOPTION_MESSAGES.adopterEmailTaken) });
        focusFirst({ email: 'x' });
      }
      toast.error(errorMessage(error, ADOPTION_MESSAGES.adopterSaveFailed));
      setSaving(false);
    }
  };

  return (
    <AdminDialog
      title="Nowy adoptujący"
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={saving}>
            Anuluj
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn--primary" disabled={saving}>
            {saving ? 'Zapisywanie…' : 'Dodaj adoptującego'}
          </button>
        </>
      }
    >
      <p className="adopters-muted">
        Dla osoby, która nie wysłała ankiety, np. przed „adopcją bez ankiety”. Pola oznaczone <span aria-hidden="true">*</span>
        <span className="visually-hidden">gwiazdką</span> są wymagane.
      </p>
      <form id={`${id}-form`} ref={formRef} className="adopter-form" noValidate onSubmit={(event) => void save(event)}>
        <AdopterFieldInputs idPrefix={id} fields={fields} errors={errors} required={REQUIRED} onChange={update} />
      </form>
    </AdminDialog>
  );
}
