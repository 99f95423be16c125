import type { UseFormRegisterReturn } from 'react-hook-form';
import { BIRTH_DATE_PRECISION_LABELS, BIRTH_DATE_PRECISIONS, INTAKE_SOURCE_LABELS, INTAKE_SOURCES } from '@pets/shared';
import { SelectField, TextAreaField, TextField } from './fields';
import type { IntakeField, IntakeFormValues } from './intake-form';

interface IntakeFieldsetProps {
  /** Prefix of the field ids ('add', 'edit'). */
  idPrefix: string;
  register(field: IntakeField): UseFormRegisterReturn;
  errors: Partial<Record<IntakeField, string | undefined>>;
  defaults: IntakeFormValues;
  today: string;
  disabled?: boolean;
  className?: string;
}

export const intakeFieldId = (prefix: string, field: IntakeField) => `${prefix}-${field.replace(/_/g, '-')}`;

/**
 * "Przyjęcie do fundacji": when and how the animal came, who handed it over (personal data: in
 * the RODO export, erase and retention), its chip, ring or tattoo number, and how well its birth
 * date is known. After the spec's fields, none of them required.
 */
export function IntakeFieldset({ idPrefix, register, errors, defaults, today, disabled, className }: IntakeFieldsetProps) {
  const id = (field: IntakeField) => intakeFieldId(idPrefix, field);
  return (
    <fieldset className={['animal-form__fieldset', className ?? ''].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="animal-form__section-title">Przyjęcie do fundacji</legend>
      <div className="animal-form__grid">
        <TextField id={id('data_przyjecia')} label="Data przyjęcia" type="date" max={today} registration={register('data_przyjecia')} error={errors.data_przyjecia} />
        <SelectField
          id={id('zrodlo_przyjecia')}
          label="Skąd trafił"
          registration={register('zrodlo_przyjecia')}
          defaultValue={defaults.zrodlo_przyjecia}
          options={INTAKE_SOURCES}
          labels={INTAKE_SOURCE_LABELS}
          placeholder="Nie podano"
          error={errors.zrodlo_przyjecia}
        />
        <SelectField
          id={id('data_urodzenia_dokladnosc')}
          label="Dokładność daty urodzenia"
          registration={register('data_urodzenia_dokladnosc')}
          defaultValue={defaults.data_urodzenia_dokladnosc}
          options={BIRTH_DATE_PRECISIONS}
          labels={BIRTH_DATE_PRECISION_LABELS}
          hint="Przy szacunkowej wpisz datę wyliczoną z wieku przy przyjęciu (np. 1 rok przed przyjęciem)."
          error={errors.data_urodzenia_dokladnosc}
        />
        <TextField
          id={id('identyfikator')}
          label="Chip, obrączka lub tatuaż"
          maxLength={60}
          registration={register('identyfikator')}
          error={errors.identyfikator}
        />
        <TextAreaField
          id={id('okolicznosci_przyjecia')}
          label="Od kogo i w jakich okolicznościach"
          rows={3}
          maxLength={2000}
          className="animal-form__wide"
          hint="Widoczne tylko dla zespołu. Dane osoby oddającej zwierzaka są objęte RODO (eksport, usunięcie, okres przechowywania)."
          registration={register('okolicznosci_przyjecia')}
          error={errors.okolicznosci_przyjecia}
        />
      </div>
    </fieldset>
  );
}
