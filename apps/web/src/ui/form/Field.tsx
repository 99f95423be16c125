import type { ReactNode } from 'react';
import { RequiredMark } from '../RequiredMark';

/** What a labelled field hands to its control: the id its label points at and the ARIA wiring of its notes. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids of a field's hint and error, in reading order (the hint first), for aria-describedby. */
export function fieldAria(id: string, { error, hint, describedBy }: { error?: string | undefined; hint?: boolean; describedBy?: string | undefined }): FieldControlProps {
  const ids = [describedBy, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}

/** A field's error text under it, with the id its control's aria-describedby names. */
export function FieldError({ id, error, className = 'form__error', role }: { id: string; error: string | undefined; className?: string; role?: 'alert' }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={className} role={role}>
      {error}
    </p>
  );
}

export interface FieldProps {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shown under the control once set; marks the control aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The visible '*' after the label (the control carries `required` itself). */
  requiredMark?: boolean;
  /** Ids of other notes describing the control, read before the hint. */
  describedBy?: string | undefined;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  errorRole?: 'alert';
  /** Renders the control with the props that tie it to the label and the notes. */
  children(control: FieldControlProps): ReactNode;
}

/**
 * One labelled form field of every form of the site and the panel: the label, the control, an
 * optional hint and the error under it, with the control's aria-invalid and aria-describedby
 * pointing at them, so no form writes this wiring again.
 */
export function Field({
  id,
  label,
  error,
  hint,
  requiredMark = false,
  describedBy,
  className = 'form__field',
  labelClassName,
  hintClassName = 'form__hint',
  errorClassName,
  errorRole,
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {requiredMark && <RequiredMark />}
      </label>
      {children(fieldAria(id, { error, hint: Boolean(hint), describedBy }))}
      {hint && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} className={errorClassName} role={errorRole} />
    </div>
  );
}
