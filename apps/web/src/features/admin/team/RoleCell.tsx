import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES, isStaffRole, type TeamAccount } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { useChangeTeamRole } from './team-queries';

/**
 * A colleague's role, changed in place after a confirmation that says what the new role allows.
 * One's own role is only shown: another administrator changes it.
 */
export function RoleCell({ account, own }: { account: TeamAccount; own: boolean }) {
  const change = useChangeTeamRole(account.id, {
    onSuccess: (result) => toast.info(result.message),
    onError: (error) => toast.error(errorMessage(error, 'Nie udało się zmienić roli.')),
  });
  if (own || account.disabledAt) return <>{STAFF_ROLE_LABELS[account.role]}</>;

  const choose = async (value: string) => {
    if (!isStaffRole(value) || value === account.role) return;
    const confirmed = await confirm({
      message: `Zmienić rolę konta „${account.username}” na: ${STAFF_ROLE_LABELS[value].toLowerCase()}? Uprawnienia po zmianie: ${STAFF_ROLE_DESCRIPTIONS[value]}. Ta osoba dostanie o tym e-mail.`,
      confirmLabel: 'Zmień rolę',
    });
    if (confirmed) change.mutate(value);
  };

  return (
    <select
      className="team-table__role"
      aria-label={`Rola konta „${account.username}”`}
      value={change.isPending && change.variables ? change.variables : account.role}
      disabled={change.isPending}
      onChange={(event) => void choose(event.target.value)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
