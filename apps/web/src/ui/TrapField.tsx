import type { ComponentPropsWithRef } from 'react';

type TrapFieldProps = {
  /** The form's useId(), so the label points at this form's field. */
  formId: string;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'tabIndex' | 'autoComplete'>;

/**
 * The spam trap of the public forms: a "website" field people never see or reach with Tab, ignored
 * by screen readers and autofill; a filled one tells the server a bot sent the form. The form wires
 * it like its other fields (e.g. react-hook-form's register('website')).
 */
export function TrapField({ formId, ...input }: TrapFieldProps) {
  return (
    <div className="trap-field" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Strona internetowa</label>
      <input name="website" {...input} id={`${formId}-website`} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
