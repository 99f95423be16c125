import type { Ref } from 'react';
import { Field } from '../../../ui/form/Field';

export interface TotpCodeFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  hint?: string;
  errorClassName?: string;
}

/**
 * The 6-digit code from an authenticator app: a numeric keyboard on phones, and the browser or
 * the phone may fill it in itself (autocomplete="one-time-code").
 */
export function TotpCodeField({ id, value, onChange, error, disabled, inputRef, label = 'Kod z aplikacji uwierzytelniającej', hint, errorClassName }: TotpCodeFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} errorClassName={errorClassName}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="two-factor__code-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
          aria-required="true"
          disabled={disabled}
        />
      )}
    </Field>
  );
}
