import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_MESSAGES, teamPasswordResetSchema, TEAM_MESSAGES, type TeamAccount, type TeamPasswordResetInput, type TeamPasswordResult } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { Dialog } from '../../../ui/Dialog';
import { PasswordDeliveryFields } from './PasswordDeliveryFields';
import { useResetTeamPassword } from './team-queries';

// The shared schema of POST /team/accounts/:id/reset-password: the delivery only (a link goes to the stored address).
const resolver = zodResolver(teamPasswordResetSchema, undefined, { mode: 'sync' }) as unknown as Resolver<TeamPasswordResetInput, unknown, TeamPasswordResetInput>;

/**
 * A new password for a colleague: the old one stops working and their open sessions end (said
 * before the click); the new one is shown once, or a set-password link goes by e-mail.
 */
export function ResetPasswordDialog({ account, onClose, onPassword }: { account: TeamAccount; onClose(): void; onPassword(result: TeamPasswordResult): void }) {
  const { register, handleSubmit } = useForm<TeamPasswordResetInput>({ defaultValues: { delivery: 'password' }, resolver, mode: 'onSubmit' });
  const reset = useResetTeamPassword(account.id);

  const onSubmit = handleSubmit((input) => {
    reset.mutate(input, {
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
  });

  return (
    <Dialog variant="panel" title={`Zresetuj hasło konta „${account.username}”`} onClose={onClose} busy={reset.isPending}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>Dotychczasowe hasło przestanie działać od razu, a otwarte sesje tego konta zostaną zakończone.</p>
        <PasswordDeliveryFields
          delivery={register('delivery')}
          disabled={reset.isPending}
          linkTo={account.email ?? 'adres konta'}
          linkUnavailable={account.email ? undefined : ROLE_MESSAGES.noEmailOnAccount}
        />
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
    </Dialog>
  );
}
