import { useId } from 'react';
import type { PasswordDelivery } from '@pets/shared';

export interface DeliveryValue {
  delivery: PasswordDelivery;
  email: string;
}

interface PasswordDeliveryFieldsProps {
  value: DeliveryValue;
  onChange(value: DeliveryValue): void;
  disabled?: boolean;
  /** The e-mail field's error (shown under it). */
  emailError?: string | undefined;
}

/**
 * How a new password reaches the person: generated and shown once on this screen, or a
 * single-use set-password link sent by e-mail (the address is not kept on the account).
 */
export function PasswordDeliveryFields({ value, onChange, disabled, emailError }: PasswordDeliveryFieldsProps) {
  const name = useId();
  const emailId = useId();
  const emailErrorId = useId();
  return (
    <fieldset className="team-delivery" disabled={disabled}>
      <legend>Jak przekazać hasło?</legend>
      <label className="team-delivery__option">
        <input type="radio" name={name} value="password" checked={value.delivery === 'password'} onChange={() => onChange({ ...value, delivery: 'password' })} />
        <span>Wygeneruj hasło jednorazowe i pokaż je tutaj (tylko raz)</span>
      </label>
      <label className="team-delivery__option">
        <input type="radio" name={name} value="email" checked={value.delivery === 'email'} onChange={() => onChange({ ...value, delivery: 'email' })} />
        <span>Wyślij e-mailem link do ustawienia własnego hasła</span>
      </label>
      {value.delivery === 'email' && (
        <div className="form__field team-delivery__email">
          <label htmlFor={emailId}>Adres e-mail tej osoby</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            required
            aria-required="true"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? emailErrorId : undefined}
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
          {emailError && (
            <p id={emailErrorId} className="team-field-error">
              {emailError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
