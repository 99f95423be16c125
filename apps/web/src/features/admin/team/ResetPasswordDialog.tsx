import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, type TeamAccount, type TeamPasswordResult } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { AdminDialog } from '../ui/AdminDialog';
import { refreshHistory } from '../ui/history-query';
import { deliveryInput } from './delivery-input';
import { PasswordDeliveryFields, type DeliveryValue } from './PasswordDeliveryFields';
import { TEAM_QUERY_KEY, teamApi } from './team-api';

/**
 * A new password for a colleague: the old one stops working and their open sessions end (said
 * before the click); the new one is shown once, or a set-password link goes by e-mail.
 */
export function ResetPasswordDialog({ account, onClose, onPassword }: { account: TeamAccount; onClose(): void; onPassword(result: TeamPasswordResult): void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<DeliveryValue>({ delivery: 'password', email: '' });
  const [emailError, setEmailError] = useState<string>();
  const reset = useMutation({
    mutationFn: (input: Parameters<typeof teamApi.resetPassword>[1]) => teamApi.resetPassword(account.id, input),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }), refreshHistory(queryClient)]),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = deliveryInput(value);
    if ('emailError' in checked) {
      setEmailError(checked.emailError);
      return;
    }
    setEmailError(undefined);
    reset.mutate(checked.input, {
      onSuccess: (result) => {
        // The one-time password replaces this dialog; a sent link just closes it.
        if (result.password) {
          onPassword(result);
          return;
        }
        toast.info(result.message);
        onClose();
      },
    });
  };

  return (
    <AdminDialog title={`Zresetuj hasło konta „${account.username}”`} onClose={onClose} busy={reset.isPending}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <p>Dotychczasowe hasło przestanie działać od razu, a otwarte sesje tego konta zostaną zakończone.</p>
        <PasswordDeliveryFields value={value} onChange={setValue} disabled={reset.isPending} emailError={emailError} />
        {reset.isError && (
          <p className="form__error" role="alert">
            {errorMessage(reset.error, TEAM_MESSAGES.resetFailed)}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={reset.isPending}>
            {reset.isPending ? 'Resetowanie…' : 'Zresetuj hasło'}
          </button>
          <button type="button" className="btn btn--light" disabled={reset.isPending} onClick={onClose}>
            Anuluj
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
