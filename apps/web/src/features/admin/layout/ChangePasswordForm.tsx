import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ownPasswordChangeSchema, TEAM_MESSAGES } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { useChangeOwnPassword } from './own-password-queries';

type PasswordField = 'currentPassword' | 'newPassword' | 'repeat';
type Values = Record<PasswordField, string>;

// The shared schema of POST /account/password for the two passwords it takes, then the repeat.
const schemaResolver = zodResolver(ownPasswordChangeSchema.strip(), undefined, { mode: 'sync', raw: true }) as unknown as Resolver<Values>;
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length > 0 || values.repeat === values.newPassword) return result;
  return { values: {}, errors: { repeat: { type: 'mismatch', message: TEAM_MESSAGES.passwordsDiffer } } };
};

/**
 * The current password and the new one twice. The server ends every other session of the account
 * and keeps this one; a wrong current password is said next to its field. `onCancel` (the
 * dialog's "Anuluj", or signing out on the forced change) is the way back.
 */
export function ChangePasswordForm({ onDone, onCancel, cancelLabel = 'Anuluj', currentLabel = 'Obecne hasło' }: { onDone(): void; onCancel(): void; cancelLabel?: string; currentLabel?: string }) {
  const ids = { currentPassword: useId(), newPassword: useId(), repeat: useId(), hint: useId() };
  const [error, setError] = useState<string | null>(null);
  // Only the request disables the fields: while the check runs they stay enabled, so the first
  // wrong one can take the focus.
  const change = useChangeOwnPassword();
  const sending = change.isPending;
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    setFocus,
    formState: { errors, isSubmitting: pending },
  } = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', repeat: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // Registered in the order of the form: the first wrong field takes the focus.
  const fields = { currentPassword: register('currentPassword'), newPassword: register('newPassword'), repeat: register('repeat') };

  const onSubmit = handleSubmit(
    async (values) => {
      setError(null);
      try {
        const result = await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        toast.info(result.message);
        onDone();
      } catch (caught) {
        const field = isApiError(caught) && caught.fields ? (Object.keys(caught.fields)[0] as PasswordField | undefined) : undefined;
        if (isApiError(caught) && field && field in fields) {
          setFieldError(field, { type: 'server', message: caught.message });
          // The inputs are enabled again after this render.
          setTimeout(() => setFocus(field), 0);
        } else setError(errorMessage(caught, TEAM_MESSAGES.passwordChangeFailed));
      }
    },
    () => setError(null),
  );

  const input = (field: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field
      id={ids[field]}
      label={label}
      error={errors[field]?.message}
      hint={hint}
      hintClassName="admin-user__hint"
      errorClassName="admin-user__field-error"
    >
      {(control) => <input {...control} {...fields[field]} type="password" autoComplete={autoComplete} required aria-required="true" disabled={sending} />}
    </Field>
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      {input('currentPassword', currentLabel, 'current-password')}
      {input('newPassword', 'Nowe hasło', 'new-password', 'Co najmniej 12 znaków. Pozostałe sesje tego konta (np. na innym komputerze) zostaną wylogowane.')}
      {input('repeat', 'Powtórz nowe hasło', 'new-password')}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {pending ? 'Zapisywanie…' : 'Zmień hasło'}
        </button>
        <button type="button" className="btn btn--light" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
