import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from '../../../ui/form/Field';

/**
 * Labelled fields of the animal forms on the shared Field (the required mark, the hint and the
 * error under the control, the ARIA wiring), each control registered in its form (react-hook-form).
 */

interface BaseProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** What `register(name)` of the form returned for this field. */
  registration: UseFormRegisterReturn;
}

function AnimalField({ id, label, required = false, error, hint, className, children }: Omit<BaseProps, 'registration'> & { children(control: FieldControlProps): ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      requiredMark={required}
      className={['form__field', 'animal-field', error ? 'animal-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      hintClassName="animal-field__hint"
      errorClassName="animal-field__error"
    >
      {children}
    </Field>
  );
}

export interface TextFieldProps extends BaseProps {
  type?: 'text' | 'date';
  max?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

export function TextField({ registration, type = 'text', max, maxLength, placeholder, disabled, autoComplete = 'off', ...base }: TextFieldProps) {
  return (
    <AnimalField {...base}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          max={max}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-required={base.required || undefined}
        />
      )}
    </AnimalField>
  );
}

export interface SelectFieldProps extends BaseProps {
  /**
   * The form's starting value of the field, chosen on the first render (later values come from the
   * form): without it react-hook-form can take a select whose first option shows as "edited" by
   * the user before the form is ready (as happy-dom reports every select) and keep that option.
   */
  defaultValue: string;
  options: readonly string[];
  /** What each option shows, when it is not its value (e.g. an intake source's label). */
  labels?: Readonly<Record<string, string>>;
  /** An empty first choice (e.g. 'Wybierz gatunek'). */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ registration, defaultValue, options, labels, placeholder, disabled, ...base }: SelectFieldProps) {
  return (
    <AnimalField {...base}>
      {(control) => (
        <select {...control} {...registration} defaultValue={defaultValue} disabled={disabled} aria-required={base.required || undefined}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </AnimalField>
  );
}

export interface TextAreaFieldProps extends BaseProps {
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

export function TextAreaField({ registration, rows = 5, maxLength, disabled, ...base }: TextAreaFieldProps) {
  return (
    <AnimalField {...base}>
      {(control) => <textarea {...control} {...registration} rows={rows} maxLength={maxLength} disabled={disabled} aria-required={base.required || undefined} />}
    </AnimalField>
  );
}
