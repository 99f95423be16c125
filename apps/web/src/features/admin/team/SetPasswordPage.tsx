import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, setPasswordSchema, TEAM_MESSAGES, type SetPasswordLinkInfo } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { Field } from '../../../ui/form/Field';
import { Loader } from '../../../ui/Loader';
import { PawIcon } from '../../../ui/Logo';
import { passwordLinkQuery, useSetPasswordWithLink } from './password-link-queries';
import '../layout/admin.css';
import '../admin-panel.css';
import './team.css';

type Values = { password: string; repeat: string };

// The shared schema of POST /auth/set-password for the password (the token comes from the link), then the repeat.
const schemaResolver = zodResolver(setPasswordSchema.pick({ password: true }).strip(), undefined, { mode: 'sync', raw: true }) as unknown as Resolver<Values>;
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length > 0 || values.repeat === values.password) return result;
  return { values: {}, errors: { repeat: { type: 'mismatch', message: TEAM_MESSAGES.passwordsDiffer } } };
};

type LinkState = { status: 'checking' } | { status: 'valid'; info: SetPasswordLinkInfo } | { status: 'refused'; message: string } | { status: 'done'; message: string };

/**
 * /admin/ustaw-haslo?token=…, outside the guard: the page of the set-password e-mail. It checks the
 * link first (unknown, used and expired links each say so), then takes the new password twice.
 */
export function SetPasswordPage() {
  usePageTitle('Ustaw hasło · Panel administratora');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useQuery({ ...passwordLinkQuery(token), enabled: token !== '' });
  const [done, setDone] = useState<string | null>(null);
  // What the page shows: once the link was checked, a later failed re-check leaves the form as it is.
  const link: LinkState = !token
    ? { status: 'refused', message: TEAM_MESSAGES.linkInvalid }
    : done !== null
      ? { status: 'done', message: done }
      : check.data
        ? { status: 'valid', info: check.data }
        : check.isError
          ? { status: 'refused', message: errorMessage(check.error, TEAM_MESSAGES.linkCheckFailed) }
          : { status: 'checking' };

  return (
    <main className="login" id="admin-main">
      <div className="login__card">
        <div className="login__brand">
          <PawIcon size={48} />
          <p className="login__eyebrow">Panel administratora</p>
        </div>
        <h1 className="login__title">Ustaw hasło</h1>
        {link.status === 'checking' && <Loader block label="Sprawdzanie linku…" />}
        {link.status === 'refused' && (
          <p className="form__error" role="alert">
            {link.message}
          </p>
        )}
        {link.status === 'valid' && <SetPasswordForm token={token} info={link.info} onDone={setDone} />}
        {link.status === 'done' && (
          <>
            <p role="status" className="set-password__done">
              {link.message}
            </p>
            <Link className="btn btn--primary btn--block" to="/admin/login">
              Przejdź do logowania
            </Link>
          </>
        )}
        {link.status !== 'done' && (
          <Link className="login__back" to="/admin/login">
            ← Logowanie do panelu
          </Link>
        )}
      </div>
    </main>
  );
}

function SetPasswordForm({ token, info, onDone }: { token: string; info: SetPasswordLinkInfo; onDone(message: string): void }) {
  const ids = { password: useId(), repeat: useId() };
  const save = useSetPasswordWithLink(token);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting: checking },
  } = useForm<Values>({ defaultValues: { password: '', repeat: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // Registered in the order of the form: the first wrong field takes the focus.
  const fields = { password: register('password'), repeat: register('repeat') };
  // Only the request disables the fields: while the form's check runs they stay enabled, so the
  // first wrong one can take the focus.
  const sending = save.isPending;
  const pending = checking || sending;
  const error = save.error ? errorMessage(save.error, TEAM_MESSAGES.passwordSetFailed) : null;

  const onSubmit = handleSubmit((values) => save.mutate(values.password, { onSuccess: (result) => onDone(result.message) }));

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        if (!pending) void onSubmit(event);
        else event.preventDefault();
      }}
      aria-busy={pending}
    >
      <p>
        Konto: <strong>{info.username}</strong>. Link jest ważny do {formatDateTime(info.expiresAt)}.
      </p>
      {/* Lets password managers store the new password under the right login. */}
      <input type="text" name="username" autoComplete="username" value={info.username} readOnly hidden />
      <Field
        id={ids.password}
        label="Nowe hasło"
        error={errors.password?.message}
        hint="Co najmniej 12 znaków. Najłatwiej zapamiętać kilka słów, np. „zielony kubek na parapecie”."
        hintClassName="set-password__hint"
        errorClassName="team-field-error"
      >
        {(control) => <input {...control} {...fields.password} type="password" autoComplete="new-password" required aria-required="true" disabled={sending} />}
      </Field>
      <Field id={ids.repeat} label="Powtórz nowe hasło" error={errors.repeat?.message} errorClassName="team-field-error">
        {(control) => <input {...control} {...fields.repeat} type="password" autoComplete="new-password" required aria-required="true" disabled={sending} />}
      </Field>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? 'Zapisywanie…' : 'Ustaw hasło'}
      </button>
    </form>
  );
}
