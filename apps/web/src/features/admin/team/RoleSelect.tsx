import type { UseFormRegisterReturn } from 'react-hook-form';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@pets/shared';
import { Field } from '../../../ui/form/Field';

/** The role of an account; the hint says what the chosen one allows. */
export function RoleSelect({ id, field, selected, error, disabled }: { id: string; field: UseFormRegisterReturn; selected: StaffRole; error?: string | undefined; disabled?: boolean }) {
  return (
    <Field id={id} label="Rola" error={error} hint={`Uprawnienia: ${STAFF_ROLE_DESCRIPTIONS[selected]}.`} errorClassName="team-field-error">
      {(control) => (
        <select {...control} {...field} value={selected} disabled={disabled}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
