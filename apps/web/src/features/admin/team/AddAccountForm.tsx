import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { teamAccountCreateSchema, TEAM_MESSAGES, type StaffRole, type TeamAccountCreateInput, type TeamPasswordResult, type PasswordDelivery } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { PasswordDeliveryFields } from './PasswordDeliveryFields';
import { RoleSelect } from './RoleSelect';
import { useCreateTeamAccount } from './team-queries';

type Values = { username: string; role: StaffRole; email: string; delivery: PasswordDelivery };

// The least a new colleague needs; an administrator gives more on purpose.
const defaultValues: Values = { username: '', role: 'wolontariusz', email: '', delivery: 'password' };

// The shared schema of POST /team/accounts; its output (the trimmed login and address) is what is sent.
const resolver = zodResolver(teamAccountCreateSchema, undefined, { mode: 'sync' }) as unknown as Resolver<Values, unknown, TeamAccountCreateInput>;

/** "Dodaj konto": a login, a role, the person's address, and how the first password reaches them. */
export function AddAccountForm({ onPassword }: { onPassword(result: TeamPasswordResult): void }) {
  const headingId = useId();
  const usernameId = useId();
  const roleId = useId();
  const emailId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, TeamAccountCreateInput>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // Registered in the order of the form: the first wrong field takes the focus.
  const username = register('username');
  const fields = { role: register('role'), email: register('email'), delivery: register('delivery') };
  const role = useWatch({ control, name: 'role' });
  const create = useCreateTeamAccount();

  const onSubmit = handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (result) => {
        reset(defaultValues);
        if (result.password) onPassword(result);
        else toast.info(result.message);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'username_taken') {
          setError('username', { type: 'server', message: error.message });
          // The inputs are enabled again after this render.
          setTimeout(() => setFocus('username'), 0);
        }
      },
    });
  });

  const serverError = create.isError && !(isApiError(create.error) && create.error.code === 'username_taken') ? errorMessage(create.error, TEAM_MESSAGES.createFailed) : null;

  return (
    <section className="team-add" aria-labelledby={headingId}>
      <h2 id={headingId} className="team-section-title">
        Dodaj konto
      </h2>
      <form className="form team-add__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={create.isPending}>
        <Field id={usernameId} label="Nazwa użytkownika (login)" error={errors.username?.message} errorClassName="team-field-error">
          {(control) => (
            <input {...control} {...username} autoComplete="off" autoCapitalize="none" spellCheck={false} required aria-required="true" disabled={create.isPending} />
          )}
        </Field>
        <RoleSelect id={roleId} field={fields.role} selected={role} error={errors.role?.message} disabled={create.isPending} />
        <Field id={emailId} label="Adres e-mail tej osoby" error={errors.email?.message} hint="Tylko na ten adres pójdą link do hasła i powiadomienia o zmianach konta." errorClassName="team-field-error">
          {(control) => <input {...control} {...fields.email} type="email" autoComplete="off" required aria-required="true" disabled={create.isPending} />}
        </Field>
        <PasswordDeliveryFields delivery={fields.delivery} disabled={create.isPending} linkTo="ten adres" />
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {create.isPending ? 'Dodawanie…' : 'Dodaj konto'}
          </button>
        </div>
      </form>
    </section>
  );
}
