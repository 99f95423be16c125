import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordDeliveryFieldsProps {
  /** The form's registration of its `delivery` field. */
  delivery: UseFormRegisterReturn;
  disabled?: boolean;
  /** Where the link goes: the account's stored address (the link goes nowhere else). */
  linkTo: string;
  /** The link option cannot be chosen (the account has no address), with why. */
  linkUnavailable?: string | undefined;
}

/**
 * How a new password reaches the person: generated and shown once on this screen (they replace
 * it at their first sign-in), or a single-use set-password link sent to the account's address.
 */
export function PasswordDeliveryFields({ delivery, disabled, linkTo, linkUnavailable }: PasswordDeliveryFieldsProps) {
  return (
    <fieldset className="team-delivery" disabled={disabled}>
      <legend>Jak przekazać hasło?</legend>
      <label className="team-delivery__option">
        <input type="radio" value="password" {...delivery} />
        <span>Wygeneruj hasło jednorazowe i pokaż je tutaj (tylko raz); przy pierwszym logowaniu ta osoba ustawi własne</span>
      </label>
      <label className="team-delivery__option">
        <input type="radio" value="email" {...delivery} disabled={linkUnavailable !== undefined} />
        <span>Wyślij link do ustawienia własnego hasła na {linkTo}</span>
      </label>
      {linkUnavailable && <p className="team-delivery__note">{linkUnavailable}</p>}
    </fieldset>
  );
}
