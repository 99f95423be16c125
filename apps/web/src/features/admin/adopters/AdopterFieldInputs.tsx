import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../ui/form/Field';
import { ADOPTER_FIELD_LABELS, type AdopterFormFields } from './adopter-fields';

type AdopterField = keyof AdopterFormFields;
/** The fields in the order of the form (and of the focus on the first wrong one). */
export const ADOPTER_FIELDS = Object.keys(ADOPTER_FIELD_LABELS) as AdopterField[];

interface AdopterFieldInputsProps {
  idPrefix: string;
  /** The form's register (react-hook-form): the fields are registered in the order of the form. */
  register: UseFormRegister<AdopterFormFields>;
  errors: FieldErrors<AdopterFormFields>;
  /** Marked with an asterisk and aria-required (the new-adopter form says what is required). */
  required?: readonly AdopterField[];
  disabled?: boolean;
}

/** The adopter's contact fields with their messages: the profile's edit and "Nowy adoptujący" share them. */
export function AdopterFieldInputs({ idPrefix, register, errors, required = [], disabled }: AdopterFieldInputsProps) {
  return ADOPTER_FIELDS.map((field) => {
    const isRequired = required.includes(field);
    return (
      <Field
        key={field}
        id={`${idPrefix}-${field}`}
        label={ADOPTER_FIELD_LABELS[field]}
        error={errors[field]?.message}
        requiredMark={isRequired}
        errorClassName="adopter-form__error"
      >
        {(control) => (
          <input
            {...control}
            {...register(field)}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            disabled={disabled}
            aria-required={isRequired || undefined}
          />
        )}
      </Field>
    );
  });
}
