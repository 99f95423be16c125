import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PasswordDelivery } from '@pets/shared';
import { Field } from '../../../ui/form/Field';

/** The form values of the delivery choice, as its forms keep them. */
export interface DeliveryValue {
  delivery: PasswordDelivery;
  email: string;
}

interface PasswordDeliveryFieldsProps {
  /** The chosen delivery (watched by the form): the e-mail field shows only for 'email'. */
  delivery: PasswordDelivery;
  /** The form's registrations of its `delivery` and `email` fields. */
  fields: { delivery: UseFormRegisterReturn; email: UseFormRegisterReturn };
  disabled?: boolean;
  /** The e-mail field's error (shown under it). */
  emailError?: string | undefined;
}

/**
 * How a new password reaches the person: generated and shown once on this screen, or a
 * single-use set-password link sent by e-mail (the address is not kept on the account).
 */
export function PasswordDeliveryFields({ delivery, fields, disabled, emailError }: PasswordDeliveryFieldsProps) {
  const emailId = useId();
  return (
    <fieldset className="team-delivery" disabled={disabled}>
      <legend>Jak przekazać hasło?</legend>
      <label className="team-delivery__option">
        <input type="radio" value="password" {...fields.delivery} />
        <span>Wygeneruj hasło jednorazowe i pokaż je tutaj (tylko raz)</span>
      </label>
      <label className="team-delivery__option">
        <input type="radio" value="email" {...fields.delivery} />
        <span>Wyślij e-mailem link do ustawienia własnego hasła</span>
      </label>
      {delivery === 'email' && (
        <Field id={emailId} label="Adres e-mail tej osoby" error={emailError} className="form__field team-delivery__email" errorClassName="team-field-error">
          {(control) => <input {...control} {...fields.email} type="email" autoComplete="off" required aria-required="true" />}
        </Field>
      )}
    </fieldset>
  );
}
