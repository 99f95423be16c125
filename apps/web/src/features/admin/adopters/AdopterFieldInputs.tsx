import { ADOPTER_FIELD_LABELS, type AdopterFormErrors, type AdopterFormFields } from './adopters-api';

type AdopterField = keyof AdopterFormFields;
export const ADOPTER_FIELDS = Object.keys(ADOPTER_FIELD_LABELS) as AdopterField[];

interface AdopterFieldInputsProps {
  idPrefix: string;
  fields: AdopterFormFields;
  errors: AdopterFormErrors;
  /** Marked with an asterisk and aria-required (the new-adopter form says what is required). */
  required?: readonly AdopterField[];
  disabled?: boolean;
  onChange: (field: AdopterField, value: string) => void;
}

/** The adopter's contact fields with their messages: the profile's edit and "Nowy adoptujący" share them. */
export function AdopterFieldInputs({ idPrefix, fields, errors, required = [], disabled, onChange }: AdopterFieldInputsProps) {
  return ADOPTER_FIELDS.map((field) => {
    const isRequired = required.includes(field);
    const errorId = `${idPrefix}-${field}-error`;
    return (
      <div key={field} className="form__field">
        <label htmlFor={`${idPrefix}-${field}`}>
          {ADOPTER_FIELD_LABELS[field]}
          {isRequired && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={`${idPrefix}-${field}`}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          value={fields[field]}
          autoComplete="off"
          disabled={disabled}
          aria-required={isRequired || undefined}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
          onChange={(event) => onChange(field, event.target.value)}
        />
        {errors[field] && (
          <p id={errorId} className="adopter-form__error">
            {errors[field]}
          </p>
        )}
      </div>
    );
  });
}
