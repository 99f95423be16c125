import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsernameSchema, TEAM_MESSAGES, type TeamPasswordResult } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { refreshHistory } from '../ui/history-query';
import { deliveryInput } from './delivery-input';
import { PasswordDeliveryFields, type DeliveryValue } from './PasswordDeliveryFields';
import { TEAM_QUERY_KEY, teamApi } from './team-api';

/** "Dodaj konto": a login and how its first password reaches the person. */
export function AddAccountForm({ onPassword }: { onPassword(result: TeamPasswordResult): void }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const usernameId = useId();
  const usernameErrorId = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [delivery, setDelivery] = useState<DeliveryValue>({ delivery: 'password', email: '' });
  const [errors, setErrors] = useState<{ username?: string | undefined; email?: string | undefined }>({});
  const create = useMutation({
    mutationFn: teamApi.create,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }), refreshHistory(queryClient)]),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = adminUsernameSchema.safeParse(username);
    const checked = deliveryInput(delivery);
    const next = { username: name.success ? undefined : name.error.issues[0]?.message, email: 'emailError' in checked ? checked.emailError : undefined };
    setErrors(next);
    if (next.username) usernameRef.current?.focus();
    if (!name.success || !('input' in checked)) return;
    create.mutate(
      { username: name.data, ...checked.input },
      {
        onSuccess: (result) => {
          setUsername('');
          setDelivery({ delivery: 'password', email: '' });
          if (result.password) onPassword(result);
          else toast.info(result.message);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'username_taken') {
            setErrors({ username: error.message });
            usernameRef.current?.focus();
          }
        },
      },
    );
  };

  const serverError = create.isError && !(isApiError(create.error) && create.error.code === 'username_taken') ? errorMessage(create.error, TEAM_MESSAGES.createFailed) : null;

  return (
    <section className="team-add" aria-labelledby={headingId}>
      <h2 id={headingId} className="team-section-title">
        Dodaj konto
      </h2>
      <form className="form team-add__form" noValidate onSubmit={onSubmit} aria-busy={create.isPending}>
        <div className="form__field">
          <label htmlFor={usernameId}>Nazwa użytkownika (login)</label>
          <input
            ref={usernameRef}
            id={usernameId}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-required="true"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? usernameErrorId : undefined}
            disabled={create.isPending}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          {errors.username && (
            <p id={usernameErrorId} className="team-field-error">
              {errors.username}
            </p>
          )}
        </div>
        <PasswordDeliveryFields value={delivery} onChange={setDelivery} disabled={create.isPending} emailError={errors.email} />
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
