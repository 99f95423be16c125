import type { ReactNode } from 'react';

/** Labelled form fields of the animal forms: a required mark, the error under the input, ARIA wiring. */

interface BaseProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldShell({ id, label, required, error, hint, className, children }: BaseProps & { children: ReactNode }) {
  return (
    <div className={['form__field', 'animal-field', error ? 'animal-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="animal-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="animal-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="animal-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends BaseProps {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'date';
  max?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

export function TextField({ value, onChange, type = 'text', max, maxLength, placeholder, disabled, autoComplete = 'off', ...base }: TextFieldProps) {
  return (
    <FieldShell {...base}>
      <input
        id={base.id}
        name={base.id}
        type={type}
        value={value}
        max={max}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={base.required || undefined}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends BaseProps {
  value: string;
  onChange(value: string): void;
  options: readonly string[];
  /** An empty first choice (e.g. 'Wybierz gatunek'). */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ value, onChange, options, placeholder, disabled, ...base }: SelectFieldProps) {
  return (
    <FieldShell {...base}>
      <select
        id={base.id}
        name={base.id}
        value={value}
        disabled={disabled}
        aria-required={base.required || undefined}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange(value: string): void;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
}

export function TextAreaField({ value, onChange, rows = 5, maxLength, disabled, ...base }: TextAreaFieldProps) {
  return (
    <FieldShell {...base}>
      <textarea
        id={base.id}
        name={base.id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={base.required || undefined}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.id, base.error, base.hint)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}
