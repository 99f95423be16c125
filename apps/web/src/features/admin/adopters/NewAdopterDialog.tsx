import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adopterCreateSchema, ADOPTION_MESSAGES, type AdopterAdminProfile } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { Dialog } from '../../../ui/Dialog';
import { ADOPTER_FIELDS, AdopterFieldInputs } from './AdopterFieldInputs';
import { EMPTY_ADOPTER_FIELDS, type AdopterFormFields } from './adopter-fields';
import { useCreateAdopter } from './adopter-queries';

type AdopterField = keyof AdopterFormFields;

const REQUIRED: readonly AdopterField[] = ['firstName', 'lastName', 'email'];

// The server's own schema of POST /adopters; `raw` sends the fields as typed (the server normalises them).
const resolver = zodResolver(adopterCreateSchema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<AdopterFormFields>;

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
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting: saving },
  } = useForm<AdopterFormFields>({ defaultValues: EMPTY_ADOPTER_FIELDS, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  const create = useCreateAdopter();
  const save = handleSubmit(async (fields) => {
    try {
      const response = await create.mutateAsync(fields);
      toast.info(response.message || ADOPTION_MESSAGES.adopterCreated);
      onCreated(response.profile);
    } catch (error) {
      const found: Partial<Record<AdopterField, string>> = isApiError(error) && error.fields ? error.fields : isApiError(error) && error.status === 409 ? { email: errorMessage(error, ADOPTION_MESSAGES.adopterEmailTaken) } : {};
      for (const field of ADOPTER_FIELDS) {
        const message = found[field];
        if (message) setError(field, { type: 'server', message });
      }
      const first = ADOPTER_FIELDS.find((field) => found[field]);
      if (first) setFocus(first);
      toast.error(errorMessage(error, ADOPTION_MESSAGES.adopterSaveFailed));
    }
  });

  return (
    <Dialog
      variant="panel"
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
      <form
        id={`${id}-form`}
        className="adopter-form"
        noValidate
        onSubmit={(event) => {
          if (!saving) void save(event);
          else event.preventDefault();
        }}
      >
        {/* Registered in the order of the form: the first wrong field takes the focus. */}
        <AdopterFieldInputs idPrefix={id} register={register} errors={errors} required={REQUIRED} />
      </form>
    </Dialog>
  );
}
